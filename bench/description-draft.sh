#!/usr/bin/env bash
# The machine's audio-description draft (issue 30) of long videos, against recognizing their speech,
# measured in one run: on-screen text, scene changes, sound events and the draft's placing.
#
# usage: bench/description-draft.sh [EVAL_DIR]   (default ../shared/eval from the repository root)
#   LECTURE_MINUTES (60) and BUSY_MINUTES (10) set the two videos' lengths; set MAVEN_ARGS=-o to
#   build offline. The videos are made once in server/target/bench-description-draft and kept.
# Prints each part's time and the draft's share of the recognizer's time for the same length.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench-description-draft
bench_test_classpath "$OUT"
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$CP" dev.parlance.description.DescriptionDraftBench "$EVAL" "$OUT" \
  2> >(grep -v '^LOG' >&2)
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
