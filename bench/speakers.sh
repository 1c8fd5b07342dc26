#!/usr/bin/env bash
# Speaker change detection on the labelled recordings of the shared evaluation set.
#
# usage: bench/speakers.sh [EVAL_DIR]   (default ../shared/eval from the repository root)
# For each recording with speaker turns (diarization/: falcon_test, 3 speakers; pyannote_sample, a
# 2-speaker conversation), recognizes the words, labels them with the reference's number of
# speakers, and prints the share of words given the right speaker (best matching of labels). Then
# labels them again without a count, as a job without expected_speakers is, on those and on
# recordings of one speaker (speech/, and speech mixed over music from sounds/), and prints how
# many speakers it counted in each.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench-speakers
bench_test_classpath "$OUT"
D="$EVAL/diarization"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$CP" dev.parlance.speech.SpeakerBench "$OUT" \
  "$D/falcon_test_16k.wav" "$D/falcon_test_data.json" \
  "$D/pyannote_sample_16k.wav" "$D/pyannote_sample.rttm" \
  $(for f in "$EVAL"/speech/*.wav "$EVAL"/sounds/clips/swm_*.wav; do
      case "$f" in *leopard_diarization*) ;; *) echo "$f ONE" ;; esac  # the leopard recordings have three speakers
    done) 2> >(grep -v '^LOG' >&2)
