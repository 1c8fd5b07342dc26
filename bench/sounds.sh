#!/usr/bin/env bash
# Sound events on the labelled clips of the shared evaluation set (issue 29).
#
# usage: bench/sounds.sh [EVAL_DIR]   (default ../shared/eval from the repository root)
#   Set MAVEN_ARGS=-o to build offline.
# Prints: the Java classifier's precision and recall per class on the 2-second windows of the
# visible clips (the tree was learned on them; bench/sound-tree.py prints the figures with each
# recording left out, which are the honest ones), how many windows of real speech would be called a
# sound if the recognizer had found no words in them, the share of speech the pipeline's rule (only
# windows without any recognized word) tags as a sound, and what describing the audio costs.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
OUT=server/target/bench-sounds
bench_test_classpath "$OUT"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$CP" dev.parlance.speech.sounds.SoundBench "$EVAL" "$OUT" \
  2> >(grep -v '^LOG' >&2)
if python3 -c 'import numpy' 2> /dev/null; then
  echo "== the tree, each recording left out (bench/sound-tree.py)"
  python3 bench/sound-tree.py "$EVAL" | grep '^depth 5'
fi
