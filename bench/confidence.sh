#!/usr/bin/env bash
# How well the editor's doubtful marks point at the machine's real errors, on the shared evaluation
# set: the share of word errors that fall on marked words when at most 10, 15, 20 or 30% of the words
# (the lowest-confidence ones, marked as the editor marks them) are marked, each clip taken as a job of
# its own and all clips as one job; then the same clips with pink noise mixed in at 15 and 10 dB SNR,
# for a figure resting on more errors. See ConfidenceMarksBench.
#
# Measured (2 shared cores; README "Doubtful words"): on the evaluation set, 20% budget, errors on
# marked words 23% per clip / 46% as one job with the model's shipped lattice beam (2.0), 54% / 77%
# now; over the clean and noisy sets together (about 70 errors), 44% / 62% before, 60% / 74% now.
#
# usage: bench/confidence.sh [EVAL_DIR] [SNR_DB...]   (default ../shared/eval, 15 10; MAVEN_ARGS=-o builds offline)
#   LATTICE_BEAM=2.0 bench/confidence.sh   measures the model decoding with another lattice beam
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
shift || true
source bench/lib.sh
OUT=server/target/bench
bench_test_classpath "$OUT"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx512m -Dparlance.bench.lattice-beam="${LATTICE_BEAM:-}" -cp "$CP" \
  dev.parlance.speech.ConfidenceMarksBench "$EVAL/speech" "$OUT" "$@" 2> >(grep -v '^LOG' >&2)
