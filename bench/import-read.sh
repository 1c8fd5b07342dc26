#!/usr/bin/env bash
# add_transcript's readers (captions.read): the captions of a 34-hour lecture (28,800 cues) in SRT,
# WebVTT and DFXP, written by the server's own writers, and the same words as plain text (UTF-8 and
# Windows-1252), each read from a file as the server reads its scratch copy (encoding pass, then
# format pass). Prints the best of five warm runs and the throughput. The JVM is held to a 256 MB
# heap: the file is streamed, only what is read is kept.
#
# usage: bench/import-read.sh        (set MAVEN_ARGS=-o to build offline)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/system-packages.sh
parlance_java_home
OUT=captions/target/bench-import-read
mkdir -p "$OUT"
./mvnw -q -B -pl captions test-compile dependency:build-classpath \
  -Dmdep.outputFile="$PWD/$OUT/classpath.txt" -Dmdep.includeScope=test
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$JAVA_HOME/bin/java" -Xmx256m -cp "captions/target/test-classes:captions/target/classes:$(cat "$OUT/classpath.txt")" \
  dev.parlance.captions.bench.ImportReadBench
