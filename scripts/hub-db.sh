#!/usr/bin/env bash
# The federation hub's database for `make hub`: installs Debian's PostgreSQL when missing, starts
# its cluster, and makes the hub's role and database (password login on 127.0.0.1). Prints the
# connection string on its last line. Idempotent: run it as often as you like.
#   HUB_DB (default scorekeeper_hub), HUB_USER (default scorekeeper), HUB_PASSWORD (default scorekeeper)
set -eu
db="${HUB_DB:-scorekeeper_hub}"; user="${HUB_USER:-scorekeeper}"; password="${HUB_PASSWORD:-scorekeeper}"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing PostgreSQL (Debian's postgresql)" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing: sudo apt-get install postgresql" >&2; exit 1
  fi
fi
# Debian's cluster: made if there is none, started if it is down (no systemd needed).
if ! pg_lsclusters -h 2>/dev/null | grep -q .; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_createcluster "$version" main >/dev/null
fi
read -r version cluster port status _ < <(pg_lsclusters -h | head -1)
if [ "$status" != "online" ]; then
  pg_ctlcluster "$version" "$cluster" start
fi
as_postgres psql -p "$port" -qtAc "SELECT 1 FROM pg_roles WHERE rolname = '$user'" | grep -q 1 \
  || as_postgres psql -p "$port" -qc "CREATE ROLE \"$user\" LOGIN PASSWORD '$password'"
as_postgres psql -p "$port" -qtAc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1 \
  || as_postgres createdb -p "$port" -O "$user" "$db"
echo "host=127.0.0.1 port=$port user=$user password=$password dbname=$db"
