#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback for the API tests and prints its URL.
# Installs Debian's postgresql package when no server binaries are found.
# Usage: TEST_PG_URL=$(bash scripts/ensure-postgres.sh)
set -euo pipefail
PORT="${TEST_PG_PORT:-54329}"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"
if pg_isready -q -h 127.0.0.1 -p "$PORT" 2>/dev/null; then echo "$URL"; exit 0; fi

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
if [ -z "$BIN" ] || [ ! -x "$BIN/postgres" ]; then
  echo "postgres: installing the Debian package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)
fi

DATA="${TEST_PG_DATA:-/tmp/mashaer-pg-$PORT}"
RUN_AS=()
# PostgreSQL refuses to run as root: run it as the postgres user the package creates.
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres
  RUN_AS=(runuser -u postgres --)
fi
if [ ! -f "$DATA/PG_VERSION" ]; then
  rm -rf "$DATA"; mkdir -p "$DATA"
  [ "${#RUN_AS[@]}" -gt 0 ] && chown postgres "$DATA"
  "${RUN_AS[@]}" "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2
fi
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2
echo "$URL"
