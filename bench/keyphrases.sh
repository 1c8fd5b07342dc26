#!/usr/bin/env bash
# Key phrases of media intelligence (issue 29) against the Inspec keyphrase benchmark (Hulth, 2003):
# the 500 abstracts of its test split with the indexers' keyphrases, in the tokenized JSON-lines form
# of the midas/inspec release (one object a line: "document" tokens, "extractive_keyphrases",
# "abstractive_keyphrases"). A public copy: data/Inspec/test.jsonl of the GitHub repository
# V1CT0RRR/Lyrics (commit bfdde5f5752e7e40a843e1783c5c948a2047a982); the set is not shipped here.
#
# usage: bench/keyphrases.sh INSPEC_TEST_JSONL   (set MAVEN_ARGS=-o to build offline)
# Prints precision, recall and F1 of the top 5 and top 10 phrases (stemmed exact match, averaged over
# documents, as pke's published benchmark scores them), the extractor's speed, and pke's figures.
set -euo pipefail
[ $# -eq 1 ] || { sed -n '2,10p' "$0"; exit 2; }
DATA=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
source bench/lib.sh
OUT=server/target/bench-keyphrases
bench_test_classpath "$OUT"
"$JAVA_HOME/bin/java" -cp "$CP" dev.parlance.intelligence.KeyPhraseBench "$DATA"
