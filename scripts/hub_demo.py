"""A league evening on running servers: each club server registers at the hub, plays and
finishes a small tournament (the director writes the tables' results), publishes it; the hub
receives it from the club's outbox, the results officer approves it, and the league is printed.

    python scripts/hub_demo.py --hub http://127.0.0.1:8100 --token OFFICER_TOKEN \
        --club http://127.0.0.1:5001 --club http://127.0.0.1:5002 --club http://127.0.0.1:5003

The club servers run with SCOREKEEPER_PUBLISH_HUB set to the hub's address (README, "A federation
hub"). Standard library only, so it runs from any Python.
"""

from __future__ import annotations

import argparse
import json
import time
import urllib.error
import urllib.request

NAMES = ["Ana", "Ivo", "Mia", "Tin", "Luka", "Ema", "Dora", "Marko"]


def call(method: str, url: str, body: object = None, headers: dict | None = None) -> tuple[int, dict]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def evening(club: str, offset: int) -> tuple[str, str]:
    """A finished four-pair evening on ``club``: its id and director code."""
    players = [NAMES[(offset + i) % len(NAMES)] for i in range(8)]
    entrants = [{"name": f"{a} & {b}", "players": [a, f"{b} ({club.rsplit(':', 1)[-1]})"]}
                for a, b in zip(players[::2], players[1::2])]
    status, created = call("POST", f"{club}/api/v1/tournaments", {
        "title": "League evening", "variant": "bela-hr-4", "format": "swiss", "rounds": 1,
        "options": {"target": 301}, "entrants": entrants})
    assert status == 201, created
    url, director = f"{club}/api/v1/tournaments/{created['id']}", {"X-Director-Code": created["director_code"]}
    call("POST", f"{url}/rounds", headers=director)
    _, state = call("GET", url, headers=director)
    for table in state["rounds"][0]["tables"]:
        call("POST", f"{url}/rounds/1/tables/{table['table']}/result", {"games": [[302 + 10 * table["table"], 120]]},
             headers=director)
    return created["id"], created["director_code"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hub", required=True)
    parser.add_argument("--token", required=True, help="a results officer's token, name:secret (scorekeeper hub officer add NAME prints it)")
    parser.add_argument("--club", action="append", required=True, help="a club server's address (repeat)")
    args = parser.parse_args()
    officer = {"Authorization": f"Bearer {args.token}"}
    published = []
    for number, club in enumerate(args.club):
        _, key = call("GET", f"{club}/api/v1/club/key")
        status, answer = call("POST", f"{args.hub}/api/v1/admin/clubs", {
            "id": key["club"], "name": key["club"].title(), "public_key": key["public_key"]}, officer)
        print(f"register {key['club']}: {status} {answer.get('error', {}).get('message', 'ok')}")
        tournament, code = evening(club, 2 * number)
        status, row = call("POST", f"{club}/api/v1/tournaments/{tournament}/publications",
                           headers={"X-Director-Code": code})
        print(f"publish {key['club']}: {status} {row.get('key')} {club}/tournaments/{tournament}")
        published.append(row)
    for row in published:
        club, event, revision = row["key"].split(":")
        for _ in range(120):  # the outboxes send within PUBLISH_EVERY seconds
            status, _ = call("POST", f"{args.hub}/api/v1/admin/events/{club}/{event}/{revision}/approve",
                             headers=officer)
            if status == 200:
                break
            time.sleep(1)
        print(f"approve {row['key']}: {status}")
    season = time.strftime("%Y", time.gmtime())
    for _ in range(30):
        status, league = call("GET", f"{args.hub}/api/v1/leagues/{season}")
        if status == 200 and league["standings"]:
            break
        time.sleep(1)
    for r in league.get("standings", []):
        print(f"{r['rank']:>3}  {r['name']:<24} {', '.join(r['clubs']):<12} {r['match_points']:>3}  {r['rating']}")
    print(f"the league's page: {args.hub}/leagues/{season}")


if __name__ == "__main__":
    main()
