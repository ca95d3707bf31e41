"""The OpenAPI document, gathered from every product's part (``web.openapi.PARTS``) and
generated from their marshmallow schemas, and the offline page that reads it."""

from __future__ import annotations

from functools import cache

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import jsonify, render_template

from ..web import bp
from ..web import openapi as parts
from ..web import PARTS, ErrorSchema


@cache
def spec() -> dict:
    doc = APISpec(
        title="Scorekeeper API", version="1", openapi_version="3.0.3",
        plugins=[MarshmallowPlugin()],
        info={"description": "Keeps score and adjudicates the Jack-Nine card games. Shapes of records "
                             "and rulings: RECORDS.md. Errors: {\"error\": {\"message\", \"path\"}}."},
        servers=[{"url": "/api/v1"}])
    doc.components.security_scheme("table_token", {
        "type": "http", "scheme": "bearer",
        "description": "The table token answered by POST /games: Authorization: Bearer <table_token>."})
    doc.components.schema("Error", schema=ErrorSchema)
    for part in PARTS:
        for name, schema in part.schemas().items():
            doc.components.schema(name, schema=schema)
    doc.path(path="/healthz", operations={"get": parts.op(
        "Health check", "Answers 200 while the server runs.", ok=("200", "Running.", None), tag="service")})
    for part in PARTS:
        for path, operations in part.paths().items():
            doc.path(path=path, operations=operations)
    return doc.to_dict()


@bp.get("/openapi.json")
def openapi_json():
    return jsonify(spec())


def _fields(doc: dict, schema: dict | None) -> list[dict]:
    """A body schema's fields as rows (name, type, required, description) for the page."""
    if not schema or "$ref" not in schema:
        return []
    component = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    required = set(component.get("required", ()))
    rows = []
    for name, prop in component.get("properties", {}).items():
        kind = prop.get("type") or prop.get("$ref", "object").rsplit("/", 1)[-1]
        if kind == "array":
            items = prop.get("items", {})
            kind = f"list of {items.get('type') or items.get('$ref', 'object').rsplit('/', 1)[-1]}"
        rows.append({"name": name, "type": kind, "required": name in required,
                     "description": prop.get("description", "")})
    return rows


def _operations(doc: dict) -> list[dict]:
    out = []
    for path, methods in doc["paths"].items():
        for method, op in methods.items():
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            body_ref = body.get("schema")
            out.append({
                "method": method.upper(), "path": "/api/v1" + path, "op": op,
                "anchor": f"{method}-{path}".replace("/", "-").replace("{", "").replace("}", ""),
                "body": _fields(doc, body_ref),
                "body_name": body_ref["$ref"].rsplit("/", 1)[-1] if body_ref else None,
                "nested": [{"name": n, "fields": _fields(doc, {"$ref": f"#/components/schemas/{n}"})}
                           for n in ("Meld", "Claim") if body_ref and body_ref["$ref"].endswith(("Hand", "Record"))],
            })
    return out


@bp.get("/")
@bp.get("/docs")
def api_page():
    """The API, readable in a browser with no network: rendered here from the same document."""
    doc = spec()
    return render_template("api.html", info=doc["info"], operations=_operations(doc))
