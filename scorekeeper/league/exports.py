"""A season's standings as CSV: a row per player or pair, a column per evening (a figure that
does not count in brackets), as a club's spreadsheet has them; the same care as the
tournaments' CSVs (a byte-order mark for "Jurić", no cell a spreadsheet would run)."""

from __future__ import annotations

import csv
import io

from flask import Response

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def inert(cell: object) -> object:
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def _figure(f: dict) -> object:
    if f["figure"] is None:
        return ""
    return f["figure"] if f["counted"] else f"({f['figure']})"


def standings_rows(season: dict) -> list[list[object]]:
    head: list[object] = ["rank", "name", "evenings", "counted", "total", "ranked",
                          *(f"{e['number']}. {e['title']}" for e in season["evenings"])]
    return [head] + [[row["rank"] or "", row["name"], row["evenings"], row["counted"], row["total"],
                      "yes" if row["ranked"] else "no", *(_figure(f) for f in row["figures"])]
                     for row in season["rows"]]


def standings_csv(season: dict) -> Response:
    out = io.StringIO()
    out.write(BOM)
    csv.writer(out, lineterminator="\r\n").writerows([inert(c) for c in row] for row in standings_rows(season))
    return Response(out.getvalue(), mimetype="text/csv", headers={
        "Content-Disposition": f'attachment; filename="{season["id"]}-standings.csv"', "Cache-Control": "no-store"})
