#!/usr/bin/env bash
# job/list under load, on H2 and on PostgreSQL.
#
# usage: [BENCH_JAR=other.jar] [BENCH_HEAP=-Xmx512m] [BENCH_SMALL_HEAP=-Xmx128m] bench/joblist.sh [h2|postgres|both]   (default both)
#   BENCH_JAR runs another build (say main's jar, for figures before a change) instead of this tree's.
#   PostgreSQL: PARLANCE_BENCH_PG_URL (default jdbc:postgresql://localhost:5432/parlance_test),
#   PARLANCE_BENCH_PG_USER / PARLANCE_BENCH_PG_PASSWORD (default parlance/parlance). The bench makes
#   a schema of its own there and drops it at the end, so it never touches other data.
# For each database: starts the packaged jar on a temporary data folder and a free port (printing how
# long it took to be ready, then again later with the jobs in the database), seeds one
# account with 3,000 jobs and one with 100,000 (batched JDBC inserts through the real schema, see
# JobListBench), then prints p50/p99 latency of
#   - the whole list of 3,000 jobs with 8 and with 16 concurrent clients,
#   - one page of 100 (walking every page with the cursor) of 3,000 and of 100,000 jobs, 8 clients,
#   - the whole list of 100,000 jobs with 2 clients;
#   after 200 unreported warm-up calls, each with the server's CPU time per call (the machine may be shared: latency then mostly says
#   how busy it was, CPU per call what the call costs); then restarts the server with a small heap
#   (BENCH_SMALL_HEAP, default -Xmx128m) and asks for the whole list of 100,000 jobs once more.
# The load generator is one JVM (JobListBench load) with one HTTP client.
set -euo pipefail
cd "$(dirname "$0")/.."
WHICH=${1:-both}
source bench/lib.sh
OUT=server/target/bench-joblist
mkdir -p "$OUT"
HEAP=${BENCH_HEAP:--Xmx512m}
SMALL_HEAP=${BENCH_SMALL_HEAP:--Xmx128m}

if [ -n "${BENCH_JAR:-}" ]; then JAR=$BENCH_JAR; else bench_jar; fi
bench_test_classpath "$OUT"
bench_workdir

bench() {  # JobListBench arguments
  "$JAVA_HOME/bin/java" -Xmx256m -cp "$CP" dev.parlance.bench.JobListBench "$@"
}

cpu_ticks() {  # user + system CPU of the server so far, in clock ticks
  awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat"
}

load() {  # JobListBench load arguments after BASE; adds the server's CPU time per call
  local before after calls=$4
  before=$(cpu_ticks)
  bench load "$BASE" "$@"
  after=$(cpu_ticks)
  # calls plus the two warm-up calls of each client
  echo "    server CPU per call: $(( (after - before) * 1000 / $(getconf CLK_TCK) / (calls + 2 * $3) )) ms"
}

run() {  # database label, JDBC URL for seeding, user, password
  local label=$1 url=$2 user=$3 password=$4
  echo "== $label: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), server heap $HEAP"
  bench_start_server "$HEAP"
  bench seed "$url" "$user" "$password" bench3k 3000
  bench seed "$url" "$user" "$password" bench100k 100000
  # Warm-up, not reported: the JIT compiles the list's code during the first few hundred calls
  # (about twice the CPU per call), which would otherwise land in the first figures.
  bench load "$BASE" bench3k "$ADMIN_PASSWORD" 4 200 "" > /dev/null
  load bench3k "$ADMIN_PASSWORD" 8 400 ""
  load bench3k "$ADMIN_PASSWORD" 16 400 ""
  local token
  token=$(bench_token)
  if curl -fsS "$BASE/api/job/list?v=1&api_token=$token&page_size=1" | grep -q '"NextCursor"'; then
    load bench3k "$ADMIN_PASSWORD" 8 2000 "page_size=100"
    load bench100k "$ADMIN_PASSWORD" 8 4000 "page_size=100"
    load bench100k "$ADMIN_PASSWORD" 8 2000 "page_size=100&JobStatus=Complete"
  else
    echo "(this build has no paging: page_size is ignored, so the page runs are skipped)"
  fi
  load bench100k "$ADMIN_PASSWORD" 2 6 ""
  # The admin's password is the first start's: a restart's new one is not set on an existing account.
  local password=$ADMIN_PASSWORD
  # Start-up with the jobs in the database (the first start above was on a fresh data folder).
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
  echo "start-up with 103,000 jobs in the database:"
  bench_start_server "$HEAP"
  # Memory: the same data, a server with a heap far smaller than the list (77 MB of JSON).
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
  bench_start_server "$SMALL_HEAP"
  echo "whole list of 100,000 jobs from a server with $SMALL_HEAP:"
  load bench100k "$password" 1 1 ""
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
  rm -rf "$WORK/data"
}

if [ "$WHICH" = h2 ] || [ "$WHICH" = both ]; then
  # AUTO_SERVER lets the seeding JVM write into the file database the server holds open (H2 refuses
  # it together with DB_CLOSE_ON_EXIT=FALSE, which only matters for shutdown hooks).
  H2_URL="jdbc:h2:file:$WORK/data/db/parlance;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;AUTO_SERVER=TRUE"
  export PARLANCE_DB_URL="$H2_URL"
  run H2 "$H2_URL" sa ""
  unset PARLANCE_DB_URL
fi

if [ "$WHICH" = postgres ] || [ "$WHICH" = both ]; then
  PG_BASE=${PARLANCE_BENCH_PG_URL:-jdbc:postgresql://localhost:5432/parlance_test}
  PG_USER=${PARLANCE_BENCH_PG_USER:-parlance}
  PG_PASSWORD=${PARLANCE_BENCH_PG_PASSWORD:-parlance}
  SCHEMA="bench_joblist_$$"
  PG_URL="$PG_BASE?currentSchema=$SCHEMA"
  BENCH_CLEANUP_EXTRA="bench drop-schema '$PG_BASE' '$PG_USER' '$PG_PASSWORD' $SCHEMA"
  export PARLANCE_DB_URL="$PG_URL" PARLANCE_DB_USER="$PG_USER" PARLANCE_DB_PASSWORD="$PG_PASSWORD" SPRING_FLYWAY_SCHEMAS="$SCHEMA"
  run PostgreSQL "$PG_URL" "$PG_USER" "$PG_PASSWORD"
fi
