#!/usr/bin/env bash
# Alignment engine benchmark (captions.align): a synthetic 3-hour transcript of about 30,000 words
# aligned against (a) a one-word edit, (b) one minute of speech rewritten, without and with a stretch
# aligner that answers at once (the audio recognizer itself is the server's and not timed here), and
# (c) 12% of all words changed (an imported transcript), (d) ten minutes rewritten and (e) every word
# changed (nothing to anchor on). Prints per case what the engine did, the
# median and best of 15 warm runs (wall and CPU), the memory one alignment allocates, and the live
# heap afterwards. The JVM is held to a 256 MB heap.
#
# usage: bench/align.sh        (set MAVEN_ARGS=-o to build offline)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/system-packages.sh
parlance_java_home
OUT=captions/target/bench-align
mkdir -p "$OUT"
./mvnw -q -B -pl captions test-compile dependency:build-classpath \
  -Dmdep.outputFile="$PWD/$OUT/classpath.txt" -Dmdep.includeScope=test
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$JAVA_HOME/bin/java" -Xmx256m -cp "captions/target/test-classes:captions/target/classes:$(cat "$OUT/classpath.txt")" \
  dev.parlance.captions.bench.AlignBench
