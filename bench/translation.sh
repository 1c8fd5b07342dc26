#!/usr/bin/env bash
# Machine translation of a one-hour transcript into Spanish, as the machine-translate task does it:
# the transcript cut into sentences, Apertium (eng-spa) over them in one process per 2,000
# sentences, the Spanish transcript built on the source sentences' time spans.
#
# usage: bench/translation.sh [EVAL_DIR]
#   EVAL_DIR holds speech/refs.tsv, whose reference sentences (real recognised speech) make up the
#   hour's text, said over and over at 150 words a minute by two speakers taking turns; default
#   ../shared/eval from the repository root. Set MAVEN_ARGS=-o to build offline.
# Prints the transcript's size, the wall time of each part and in all, the JVM's heap after the
# run, and Apertium's own peak memory (resident set of its whole pipeline, over the same sentences).
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
parlance_require_packages time
OUT=server/target/bench-translation

echo "== build"
bench_test_classpath "$OUT"
cut -f2 "$EVAL/speech/refs.tsv" > "$OUT/refs.txt"

echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== one hour into Spanish (in-process, as the task runs it)"
/usr/bin/time -f "JVM process: %e s wall, %M KB peak resident" \
  "$JAVA_HOME/bin/java" -Xmx512m -cp "$CP" dev.parlance.translation.TranslationBench "$OUT/refs.txt" "$OUT" 2> >(grep -v '^LOG' >&2)

echo "== Apertium alone over the same sentences (its pipeline's peak memory)"
# The mode file is the pipeline apertium runs; time measures the shell that runs it, children included.
/usr/bin/time -f "apertium eng-spa: %e s wall, %M KB peak resident (largest process of the pipeline)" \
  apertium -u eng-spa < "$OUT/sentences.txt" > "$OUT/spanish.txt"
echo "lines in: $(wc -l < "$OUT/sentences.txt"), lines out: $(wc -l < "$OUT/spanish.txt")"
