#!/usr/bin/env bash
# Short-job latency and throughput of the service, measured by one JVM client (bench/ServiceBench.java:
# keep-alive HTTP, no process per request), so the figures are the service's and not the client's.
#
# usage: [BENCH_JAR=other.jar] [BENCH_HEAP=-Xmx1g] bench/service-latency.sh [EVAL_DIR] [SINGLE_RUNS] [BATCH_RUNS] [WARM_UP_BATCHES]
#   EVAL_DIR holds wer.py, speech/refs.tsv, speech/*.wav and speech/jfk.wav, the 11 s clip (default
#   ../shared/eval from the repo root);
#   BENCH_JAR runs another build (say main's jar, for figures before a change) instead of this tree's.
# Starts the packaged jar on a temporary data folder and a free port, then prints the time from
# perform_transcription (MECHANICAL) to Complete of the 11 s clip, one job at a time, and the
# audio-seconds per wall-second of 16 short jobs transcribed together, after warm-up batches (the
# first, cold one printed too), then the word error rate of every utterance transcribed alone
# (wer.py against refs.tsv: what sharing a short clip among idle recognizers costs in accuracy).
# See ServiceBench's javadoc.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
if [ -n "${BENCH_JAR:-}" ]; then JAR=$BENCH_JAR; else bench_jar; fi
bench_workdir
bench_start_server "${BENCH_HEAP:--Xmx1g}"
"$JAVA_HOME/bin/java" bench/ServiceBench.java "$BASE" "$ADMIN_PASSWORD" "$EVAL/speech" "${2:-10}" "${3:-5}" "$SERVER_PID" \
  "${4:-4}" "$WORK/hypotheses.tsv"
echo -n "word error rate, each utterance alone: "
python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$WORK/hypotheses.tsv" | tail -1
# BENCH_KEEP_HYPOTHESES=FILE keeps the transcribed texts (for wer.py --detail).
if [ -n "${BENCH_KEEP_HYPOTHESES:-}" ]; then cp "$WORK/hypotheses.tsv" "$BENCH_KEEP_HYPOTHESES"; fi
