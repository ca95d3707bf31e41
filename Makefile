# The two commands of the README: `make run` and `make test` (ruff, mypy, then pytest).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
# The club's network, so the other phones can join; HOST=127.0.0.1 keeps it to this machine.
HOST   ?= 0.0.0.0
PORT   ?= 5000

.PHONY: run test bench install system-deps clean hub hub-officer

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Scorekeeper needs Python 3.11 or newer (found %s)" % sys.version.split()[0])'
	@bash scripts/system-deps.sh --for-install
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@rm -f $(VENV)/.installed-*
	@touch $@

install: $(STAMP)

system-deps:
	@bash scripts/system-deps.sh

run: $(STAMP)
	@bash scripts/system-deps.sh --for-run
	$(PY) -m scorekeeper.serve --host $(HOST) --port $(PORT)

# The federation hub (docs/hub.md): PostgreSQL installed if missing, its database made and migrated,
# served by HUB_WORKERS processes. Results officers: scorekeeper hub officer add NAME (prints their token).
HUB_PORT    ?= 8100
HUB_WORKERS ?= 4
hub: $(STAMP)
	@dsn="$$(bash scripts/hub-db.sh | tail -1)" && \
	$(PY) -m scorekeeper.cli hub --database "$$dsn" migrate && \
	exec $(PY) -m scorekeeper.cli hub --database "$$dsn" serve --host $(HOST) --port $(HUB_PORT) --workers $(HUB_WORKERS)

# A results officer of that hub (make hub-officer NAME=olga): prints their token once.
hub-officer: $(STAMP)
	@dsn="$$(bash scripts/hub-db.sh | tail -1)" && \
	$(PY) -m scorekeeper.cli hub --database "$$dsn" officer add $(NAME)

test: $(STAMP) system-deps
	$(PY) -m ruff check scorekeeper
	$(PY) -m mypy scorekeeper
	$(PY) -m pytest $(PYTEST_ARGS)

# Every figure with its floor; AGAINST=REV also prints the engine's and the PDFs' figures of an
# earlier commit, built in a temporary worktree and measured in the same run, as ratios.
AGAINST ?=
bench: $(STAMP)
	$(PY) bench/engine.py $(if $(AGAINST),--against $(AGAINST))
	$(PY) bench/api.py
	$(PY) bench/tournament.py
	$(PY) bench/pdf.py --playing $(if $(AGAINST),--against $(AGAINST))
	$(PY) bench/ratings.py
	$(PY) bench/hub.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache test-artifacts
