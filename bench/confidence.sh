#!/usr/bin/env bash
# How well the editor's doubtful marks point at the machine's real errors, on the shared evaluation
# set: the share of word errors that fall on marked words when at most 10, 15, 20 or 30% of the words
# (the lowest-confidence ones, marked as the editor marks them) are marked, each clip taken as a job of
# its own and all clips as one job; then the same clips with pink noise mixed in at 15 and 10 dB SNR,
# for a figure resting on more errors. See ConfidenceMarksBench.
#
# Measured (docs/workforce.md, "How doubtful words are chosen"): at most 20% of the words marked, the share of the
# machine's errors on marked words, each clip a job / all clips one job:
#   evaluation set (13 errors in 174 words):   23% / 46% before (lattice beam 2.0, the recognizer's own
#                                               confidence), 54% / 77% now (beam 6.0, in context);
#                                               perfect marks would catch 77% per clip (short clips get
#                                               one mark or none)
#   with the noisy copies (79 errors, 511 words): 34% / 66% before, 53% / 73% now
# The whole run takes about 40 s on a quiet 2-core machine.
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
