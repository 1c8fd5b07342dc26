#!/usr/bin/env bash
# Speaker change detection on the labelled recordings of the shared evaluation set.
#
# usage: bench/speakers.sh [EVAL_DIR]   (default ../shared/eval from the repository root)
# For each recording with speaker turns (diarization/: falcon_test, 3 speakers; pyannote_sample, a
# 2-speaker conversation), recognizes the words, labels them with the reference's number of
# speakers, and prints the share of words given the right speaker (best matching of labels).
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source scripts/system-packages.sh
parlance_require_packages "${PARLANCE_RUNTIME_PACKAGES[@]}"
parlance_java_home
OUT=server/target/bench-speakers
mkdir -p "$OUT"
./mvnw -q -B -pl server -am test-compile dependency:build-classpath \
  -Dmdep.outputFile="$PWD/$OUT/classpath.txt" -Dmdep.includeScope=test
CP="server/target/test-classes:server/target/classes:$(cat "$OUT/classpath.txt")"
D="$EVAL/diarization"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$CP" dev.parlance.speech.SpeakerBench "$OUT" \
  "$D/falcon_test_16k.wav" "$D/falcon_test_data.json" \
  "$D/pyannote_sample_16k.wav" "$D/pyannote_sample.rttm" 2> >(grep -v '^LOG' >&2)
