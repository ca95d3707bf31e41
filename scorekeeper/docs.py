"""``python -m scorekeeper.docs``: the house-rules reference, generated from ``Rules``.

docs/house-rules.md is this module's output; a test keeps the two in step.
"""

from __future__ import annotations

from .rules import OPTION_SPECS, VARIANTS


def house_rules_markdown() -> str:
    names = list(VARIANTS)
    lines = ["# House rules", "",
             "Generated from `scorekeeper.rules.Rules` by `python -m scorekeeper.docs`; do not edit by hand.",
             "Every option exists in every preset; a game's `options` override its preset's values.", "",
             "## The presets", "", "| preset | players | target | what it is |", "|---|---|---|---|"]
    lines += [f"| `{v.name}` | {v.players} | {v.rules.target} | {v.description} |" for v in VARIANTS.values()]
    lines += ["", "## The options", ""]
    for spec in OPTION_SPECS:
        allowed = ", ".join(f"`{c}`" for c in spec.choices) if spec.choices else (
            "true or false" if spec.kind == "bool" else f"a whole number ≥ {spec.minimum}")
        if spec.kind == "list":
            allowed = f"an ordered list from {allowed}"
        lines += [f"### `{spec.name}`", "", spec.help, "", f"Values: {allowed}.", "",
                  "| " + " | ".join(names) + " |", "|" + "---|" * len(names),
                  "| " + " | ".join(_cell(spec.to_json(getattr(VARIANTS[n].rules, spec.name))) for n in names) + " |",
                  ""]
    return "\n".join(lines)


def _cell(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(value)
    return str(value)


if __name__ == "__main__":
    print(house_rules_markdown(), end="")
