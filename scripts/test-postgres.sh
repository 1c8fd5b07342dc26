#!/usr/bin/env bash
# Makes sure a local PostgreSQL runs and has the test role and database (idempotent).
set -euo pipefail
if [ -n "${PARLANCE_TEST_PG_URL:-}" ]; then exit 0; fi   # an external server was named
if ! pg_isready -q -h localhost 2>/dev/null; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "The tests need a local PostgreSQL on port 5432. Start it, e.g.: sudo pg_ctlcluster \$(ls /etc/postgresql | sort -V | tail -1) main start" >&2
    exit 1
  fi
  version=$(ls /etc/postgresql | sort -V | tail -1)
  pg_ctlcluster "$version" main start
  for _ in $(seq 1 30); do pg_isready -q -h localhost && break; sleep 1; done
fi
if [ "$(id -u)" -eq 0 ]; then
  su postgres -c "psql -tAc \"select 1 from pg_roles where rolname='parlance'\"" | grep -q 1 \
    || su postgres -c "psql -qc \"create user parlance with password 'parlance' superuser\""
  su postgres -c "psql -tAc \"select 1 from pg_database where datname='parlance_test'\"" | grep -q 1 \
    || su postgres -c "createdb -O parlance parlance_test"
fi
