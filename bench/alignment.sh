#!/usr/bin/env bash
# Timing an imported transcript to its audio (perform_transcription on a job with add_transcript):
# how close and how fast, on the shared evaluation set.
#
# usage: bench/alignment.sh [EVAL_DIR]
#   EVAL_DIR holds speech/refs.tsv and speech/*.wav; default ../shared/eval from the repository
#   root. Set MAVEN_ARGS=-o to build offline.
# Prints, for the references timed to their clips (as plain text, and as captions of six words a
# cue): how many words agree with the recognizer's word (a plain word-level edit alignment of the
# two texts), the mean and 95th percentile distance between an agreeing word's start and the
# recognizer's start for it, the share of words timed from the audio (not interpolated), and the
# same distance for agreeing words whose recognizer word was taken away (a quarter of them, five
# draws: they are then found by listening for them, or interpolated). Then an hour of speech (the
# clips concatenated) with the references as its transcript: recognition and alignment timed
# apart, the alignment with and without listening for the disagreeing stretches (the hour's
# recognition is kept in server/target/bench-alignment and reused: delete hour-words.tsv to redo it).
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench-alignment

echo "== build"
bench_test_classpath "$OUT"
bench() { "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx1g -cp "$CP" dev.parlance.speech.AlignmentBench "$@" "$OUT" 2> >(grep -v '^LOG' >&2); }

echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== the evaluation clips"
bench clips "$EVAL/speech"

echo "== one hour (the clips over and over, as mp3)"
LIST="$OUT/hour-list.txt"; REF="$OUT/hour-ref.txt"; : > "$LIST"; : > "$REF"
clips_seconds=$(python3 -c "import json,sys; print(sum(c['duration'] for c in json.load(open(sys.argv[1]))))" "$EVAL/speech/manifest.json")
seconds=0
while python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < 3600 else 1)" "$seconds"; do
  while IFS=$'\t' read -r id text; do
    [ -n "$id" ] || continue
    echo "file '$EVAL/speech/$id.wav'" >> "$LIST"
    echo "$text" >> "$REF"
  done < "$EVAL/speech/refs.tsv"
  seconds=$(python3 -c "import sys; print(float(sys.argv[1]) + float(sys.argv[2]))" "$seconds" "$clips_seconds")
done
# Made once: the recognizer's words of it are kept beside it and reused while it is older.
[ -f "$OUT/hour.mp3" ] || ffmpeg -nostdin -v error -y -f concat -safe 0 -i "$LIST" -c:a libmp3lame -b:a 64k "$OUT/hour.mp3"
echo "== machine load $(cut -d' ' -f1-3 /proc/loadavg)"
bench hour "$OUT/hour.mp3" "$REF"
