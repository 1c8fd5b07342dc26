#!/usr/bin/env bash
# How well the editor's low-confidence marks point at the machine's real errors, on the shared
# evaluation set: the share of word errors that fall on marked words when at most 10, 15, 20 or 30%
# of each transcript's words (its lowest-confidence ones) are marked. See ConfidenceMarksBench.
#
# usage: bench/confidence.sh [EVAL_DIR]   (default ../shared/eval; set MAVEN_ARGS=-o to build offline)
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench
bench_test_classpath "$OUT"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx512m -cp "$CP" dev.parlance.speech.ConfidenceMarksBench \
  "$EVAL/speech" "$OUT" 2> >(grep -v '^LOG' >&2)
