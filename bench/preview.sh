#!/usr/bin/env bash
# The editor's caption preview: what the caption engine costs per refresh on a three-hour transcript,
# and the work API's preview route on the packaged server (H2).
#
# usage: bench/preview.sh        (set MAVEN_ARGS=-o to build offline)
# 1. PreviewBench (captions module): a synthetic 3-hour, ~30,000-word transcript with real timing;
#    the typed text (unchanged, one word changed, one minute rewritten) aligned against it as the
#    route does (no audio search), laid out, checked against NETFLIX_LIKE and tied to the typed
#    words: p50, p99 and the slowest of 100 warm runs, and the median CPU time.
# 2. PreviewRouteBench: the jar on a temporary data folder, a PREMIUM job of a short espeak-ng
#    recording waiting for its edit pass (bench_edit_item), and POST .../preview of a 150-word and
#    of a 30,000-word text over HTTP: p50, p99, the slowest, the answer's size, and the server's
#    CPU time per preview.
# On a shared, loaded machine wall times include waiting for a core: the load is printed first.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
OUT=server/target/bench-preview
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== the caption engine (align + lay out + check + tie to the text)"
mkdir -p "$OUT"
./mvnw -q -B -pl captions test-compile dependency:build-classpath \
  -Dmdep.outputFile="$PWD/$OUT/captions-classpath.txt" -Dmdep.includeScope=test
"$JAVA_HOME/bin/java" -Xmx256m -cp "captions/target/test-classes:captions/target/classes:$(cat "$OUT/captions-classpath.txt")" \
  dev.parlance.captions.bench.PreviewBench

echo "== the work API's preview route"
bench_jar
bench_test_classpath "$OUT"
bench_workdir
bench_start_server -Xmx512m
bench_edit_item
echo "== machine: load $(cut -d' ' -f1-3 /proc/loadavg)"
"$JAVA_HOME/bin/java" -Xmx256m -cp "$CP" dev.parlance.bench.PreviewRouteBench "$BASE" bench-transcriber bench-secret-1 "$ITEM" "$SERVER_PID"
