#!/usr/bin/env bash
# What JobDifficulty rests on, and whether the recognizer repeats itself.
#
# usage: bench/difficulty.sh [EVAL_DIR]
#   EVAL_DIR holds speech/ (refs.tsv, *.wav), sounds/ (labels.tsv, clips/*.wav) and wer.py; default
#   ../shared/eval from the repository root. Set MAVEN_ARGS=-o to build offline.
#   DITHER=1.0 adds Kaldi's own feature dither (process-random) on top of Parlance's seeded one: the
#   repeatability of before (the bundled model's features have none of their own).
# Prints: for each utterance clean and under real noise (the visible NOISE clips) at 20, 10, 5 and
# 0 dB SNR: the estimated SNR (speech level over noise floor), the mean word confidence, how many
# clips were rated Good and Bad, and the WER; then how often recognizing the same clip again on a
# reused recognizer gave other words, other times or other confidences.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench-difficulty

echo "== build"
bench_test_classpath "$OUT"
bench() { "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx512m -Dparlance.bench.dither="${DITHER:-}" -cp "$CP" dev.parlance.speech.DifficultyBench "$@" 2> >(grep -v '^LOG' >&2); }

mapfile -t NOISES < <(awk -F'\t' -v d="$EVAL/sounds/clips" '$2 == "NOISE" && $10 == "visible" { print d "/" $1 ".wav" }' "$EVAL/sounds/labels.tsv")
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); ${#NOISES[@]} noise clips; dither ${DITHER:-0 (bundled)}"
bench difficulty "$EVAL/speech" "${NOISES[@]}" "$OUT"
echo "== WER per condition"
for condition in clean 20dB 10dB 5dB 0dB; do
  echo -n "$condition: "; python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/hyp-$condition.tsv" | tail -1
done
echo "== repeatability (5 runs of each utterance)"
bench repeat "$EVAL/speech" "$OUT" 5
