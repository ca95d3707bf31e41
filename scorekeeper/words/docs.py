"""``python -m scorekeeper.words.docs [--write]``: the references generated from the settings data.

docs/house-rules.md comes from ``Rules``, docs/tournament-settings.md from
``TournamentSettings`` and docs/season-settings.md from ``SeasonSettings``;
``--write`` rewrites them, and a test keeps them in step.
"""

from __future__ import annotations

from pathlib import Path

from ..rules import OPTION_SPECS, VARIANTS


def house_rules_markdown() -> str:
    names = list(VARIANTS)
    lines = ["# House rules", "",
             "Generated from `scorekeeper.rules.Rules` by `python -m scorekeeper.words.docs`; do not edit by hand.",
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


def _settings_markdown(title: str, intro: str, specs, *, list_kind: str, list_values) -> str:
    """One settings page from its specs (tournament or season: the same table of names, help,
    allowed values and defaults); ``list_values`` says the values of a ``list_kind`` setting."""
    lines = [f"# {title}", "", intro, ""]
    for spec in specs:
        allowed = ", ".join(f"`{c}`" for c in spec.choices) if spec.choices else (
            "true or false" if spec.kind == "bool" else f"a whole number from {spec.minimum} to {spec.maximum}")
        if spec.kind == list_kind:
            allowed = list_values(spec, allowed)
        default = _cell([str(v) for v in spec.default] if isinstance(spec.default, tuple) else spec.default)
        lines += [f"### `{spec.name}`", "", spec.help, "", f"Values: {allowed}. Default: `{default}`.", ""]
    return "\n".join(lines)


def tournament_settings_markdown() -> str:
    from ..tournament_core import SETTING_SPECS
    return _settings_markdown(
        "Tournament settings",
        "Generated from `scorekeeper.tournament_core.settings.TournamentSettings` by "
        "`python -m scorekeeper.words.docs --write`; do not edit by hand. A tournament is made with "
        "these (the create page shows the same list); unnamed settings keep their default.",
        SETTING_SPECS, list_kind="list", list_values=lambda spec, allowed: f"an ordered list from {allowed}")


def season_settings_markdown() -> str:
    from ..season_core import SEASON_SPECS
    return _settings_markdown(
        "Season settings",
        "Generated from `scorekeeper.season_core.settings.SeasonSettings` by "
        "`python -m scorekeeper.words.docs --write`; do not edit by hand. A season is made with "
        "these (the new-season page shows the same list); unnamed settings keep their default. "
        "Points and money are whole numbers (money in cents).",
        SEASON_SPECS, list_kind="ints",
        list_values=lambda spec, _allowed: f"a list of whole numbers from {spec.minimum} to {spec.maximum}")


def rulebook() -> str:
    from .rulebook import rulebook_markdown
    return rulebook_markdown()


# The project's docs/ folder, beside the package.
FOLDER = Path(__file__).resolve().parents[2] / "docs"
DOCS = {"house-rules.md": house_rules_markdown, "tournament-settings.md": tournament_settings_markdown,
        "season-settings.md": season_settings_markdown,
        "rules.md": rulebook}


if __name__ == "__main__":
    import sys
    if "--write" in sys.argv:
        for name, make in DOCS.items():
            (FOLDER / name).write_text(make())
    else:
        print(house_rules_markdown(), end="")
