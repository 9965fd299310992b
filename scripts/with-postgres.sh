#!/usr/bin/env bash
# Runs CMD with DATABASE_URL pointing at a throwaway PostgreSQL server: started from a temporary
# directory on a free local port, stopped and removed afterwards (also when CMD fails).
# Usage: scripts/with-postgres.sh CMD [ARGS...]   Exit code: CMD's.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

find_pg_bin() {
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v initdb)"
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

pg_bin=$(find_pg_bin)
if [ -z "$pg_bin" ]; then
  echo "with-postgres: installing PostgreSQL" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(find_pg_bin)
fi
if [ -z "$pg_bin" ]; then
  echo "with-postgres: no initdb and pg_ctl found" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: then the server runs as the postgres user.
as_server_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
workdir=$(mktemp -d "${TMPDIR:-/tmp}/wokflow-postgres.XXXXXX")
[ "$(id -u)" -eq 0 ] && chown postgres: "$workdir"
data="$workdir/data"

cleanup() {
  as_server_user "$pg_bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_server_user "$pg_bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$workdir/initdb.log" 2>&1 ||
  { cat "$workdir/initdb.log" >&2; exit 1; }
as_server_user "$pg_bin/pg_ctl" -D "$data" -l "$workdir/server.log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null ||
  { cat "$workdir/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: $("$pg_bin/postgres" --version) at $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit $status
