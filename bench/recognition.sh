#!/usr/bin/env bash
# Accuracy and speed of mechanical transcription on the shared evaluation set.
#
# usage: bench/recognition.sh [EVAL_DIR]
#   EVAL_DIR holds speech/refs.tsv, speech/*.wav and wer.py; default ../shared/eval from the
#   repository root. Set MAVEN_ARGS=-o to build offline. LATTICE_BEAM=2.0 measures the model
#   decoding with another lattice beam than the bundled one (6.0; the model ships with 2.0).
# Prints: WER of the raw recognizer words and of the built ElementList text (wer.py), casing and
# punctuation scores, audio-seconds per wall-second with one and two recognizer threads, peak RSS,
# and a 30-minute mp3 (the clips concatenated) recognized end to end: x real time and memory.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench

echo "== build"
bench_test_classpath "$OUT"
bench() { "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx512m -Dparlance.bench.lattice-beam="${LATTICE_BEAM:-}" -cp "$CP" dev.parlance.speech.RecognitionBench "$@" 2> >(grep -v '^LOG' >&2); }

echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for threads in 1 2; do
  echo "== utterances, $threads thread(s)"
  bench utterances "$EVAL/speech" "$OUT" "$threads" 3
done
echo "== accuracy (hypotheses of the last run)"
echo -n "raw recognizer words:     "; python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/hyp-raw.tsv" | tail -1
echo -n "built ElementList text:   "; python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/hyp-built.tsv" | tail -1
echo "raw recognizer words:"; python3 bench/cased_wer.py "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/hyp-raw.tsv"
echo "built ElementList text:"; python3 bench/cased_wer.py "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/hyp-built.tsv"

echo "== 30-minute mp3"
bench_long_file "$OUT" "$EVAL" 30
REF="$OUT/long-ref.txt"
echo "== machine load $(cut -d' ' -f1-3 /proc/loadavg)"
bench long "$OUT/long.mp3" "$OUT" "$REF"
