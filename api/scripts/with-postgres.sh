#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh <command...>
# Starts a private cluster on 127.0.0.1:${PG_PORT:-55432} in a temp dir, creates cargora_test,
# exports DATABASE_URL, runs the command, then stops the cluster and removes the dir (always).
# PG_DATA_DIR=<dir>: the cluster lives there instead and is kept (created on first use, reused after: the
# benchmarks' seeded 1,000,000 services). PG_OPTIONS: more server settings ("-c shared_buffers=2GB").
set -euo pipefail

PG_PORT="${PG_PORT:-55432}"
PG_DB="${PG_DB:-cargora_test}"

find_pg_bin() {
  local dir
  # Debian keeps the real binaries per major version; PATH may only hold wrappers.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ] && [ -x "$dir/createdb" ]; then echo "$dir"; return 0; fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1 && command -v createdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"; return 0
  fi
  return 1
}

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "with-postgres: installing PostgreSQL via apt" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
    PG_BIN="$(find_pg_bin)"
  else
    echo "with-postgres: PostgreSQL binaries (pg_ctl) not found; install postgresql or run as root" >&2
    exit 1
  fi
fi

# As root, the cluster runs as the 'postgres' user (initdb refuses root).
as_pg() {
  if [ "$(id -u)" = "0" ]; then
    if command -v runuser >/dev/null 2>&1; then runuser -u postgres -- "$@"; else su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
  else
    "$@"
  fi
}

if [ -n "${PG_DATA_DIR:-}" ]; then
  PG_DIR="$(mkdir -p "$PG_DATA_DIR" && cd "$PG_DATA_DIR" && pwd)"
  KEEP=1
else
  PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/cargora-pg.XXXXXX")"
  KEEP=0
fi
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PG_DIR"; fi
chmod 700 "$PG_DIR"

cleanup() {
  local rc=$?
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  if [ "$KEEP" = "0" ]; then rm -rf "$PG_DIR"; fi
  exit $rc
}
trap cleanup EXIT INT TERM

if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
  as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
fi
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_OPTIONS:-}" start >/dev/null
if ! as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'" postgres | grep -q 1; then
  as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres "$PG_DB"
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:${PG_PORT}/${PG_DB}"
echo "with-postgres: $DATABASE_URL" >&2
"$@"
