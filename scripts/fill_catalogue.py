"""Fill a catalogue from translators' JSON lists (items: context, id, nl), matched by context + id:

    python scripts/fill_catalogue.py scorekeeper/words/translations/nl/LC_MESSAGES/messages.po part1.done.json part2.done.json
"""
import json, sys
from pathlib import Path
from babel.messages.pofile import read_po, write_po

PO = Path(sys.argv[1])
done = {}
for path in sys.argv[2:]:
    if Path(path).exists():
        for item in json.load(open(path)):
            if item.get("nl"):
                done[(item["context"], item["id"])] = item["nl"]
    else:
        print("missing:", path)
with PO.open("rb") as f:
    catalog = read_po(f, locale=PO.parent.parent.name)
filled = left = 0
for m in catalog:
    if not m.id:
        continue
    key = (m.context, m.id[0] if isinstance(m.id, tuple) else m.id)
    if key in done:
        value = done[key]
        m.string = tuple(value) if isinstance(m.id, tuple) else value
        if "fuzzy" in m.flags:
            m.flags.discard("fuzzy")
        filled += 1
    elif not (m.string if isinstance(m.string, str) else all(m.string)):
        left += 1
catalog.last_translator = "Scorekeeper maintainers"
catalog.language_team = f"{PO.parent.parent.name} <LL@li.org>"
with PO.open("wb") as f:
    write_po(f, catalog, width=100, sort_output=True)
print(f"filled {filled}, untranslated {left}")
