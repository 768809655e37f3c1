#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash api/test/with-postgres.sh <command...>
# Starts a temporary cluster on 127.0.0.1 and a free port, exports TEST_DATABASE_URL
# (superuser, may CREATE DATABASE), runs the command, stops and deletes the cluster,
# and exits with the command's exit code. Installs Debian's postgresql with apt when missing (root).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "uso / usage: bash api/test/with-postgres.sh <command...>" >&2
  exit 2
fi

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL no está instalado y no soy root / PostgreSQL is not installed and we are not root" >&2
    exit 1
  fi
  echo "Instalando PostgreSQL (apt-get) / installing PostgreSQL…" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

# initdb refuses to run as root: use the postgres system user then.
RUN=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  RUN=(runuser -u postgres --)
fi

WORK="$(mktemp -d /tmp/informes-pg.XXXXXX)"
chmod 755 "$WORK"
[ "$(id -u)" = "0" ] && chown postgres "$WORK"

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${RUN[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

LOCALE_ARGS=(--no-locale)
if locale -a 2>/dev/null | grep -qi '^c\.utf-\?8$'; then LOCALE_ARGS=(--locale=C.UTF-8); fi

"${RUN[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 "${LOCALE_ARGS[@]}" >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }
"${RUN[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') en / at $TEST_DATABASE_URL" >&2

set +e
"$@"
rc=$?
set -e
exit "$rc"
