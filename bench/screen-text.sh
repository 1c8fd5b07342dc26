#!/usr/bin/env bash
# On-screen text (issue 29): titles drawn with ffmpeg's drawtext over a plain picture and over the
# evaluation set's real video, read as the pipeline reads them (scene-change frames, tesseract).
#
# usage: bench/screen-text.sh [EVAL_DIR]   (default ../shared/eval from the repository root)
#   Set MAVEN_ARGS=-o to build offline.
# Prints: each title's character accuracy and what was read, lines read where no title is, and the
# cost of reading the screen next to recognizing speech of the same length, measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench-screen-text
bench_test_classpath "$OUT"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$CP" dev.parlance.screen.ScreenTextBench "$EVAL" "$OUT" \
  2> >(grep -v '^LOG' >&2)
