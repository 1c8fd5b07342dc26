#!/usr/bin/env bash
# The work API's draft autosave and load, on the packaged server (H2).
#
# usage: bench/drafts.sh        (set MAVEN_ARGS=-o to build offline)
# Starts the jar on a temporary data folder and a free port; orders a PREMIUM transcript of a short
# espeak-ng recording and waits for its edit pass; adds a transcriber through the people page (as a
# browser would: sign-in form, CSRF cookie and header); then DraftBench claims the item and times,
# back to back after a warm-up, the editor's autosave (PUT draft) of a three-hour transcript (30,000
# words) and of a one-minute one, and the load of the item with the long draft saved: p50, p99, max.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
OUT=server/target/bench-drafts
bench_jar
bench_test_classpath "$OUT"
bench_workdir
bench_start_server -Xmx512m
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

bench_edit_item

"$JAVA_HOME/bin/java" -Xmx256m -cp "$CP" dev.parlance.bench.DraftBench "$BASE" bench-transcriber bench-secret-1 "$ITEM"
