#!/usr/bin/env bash
# End-to-end mechanical transcription through the running service, on the shared evaluation set.
#
# usage: [BENCH_JVM_OPTS=-Xmx256m] bench/service.sh [EVAL_DIR] [LONG_MINUTES]
#   EVAL_DIR holds speech/refs.tsv, speech/*.wav and wer.py (default ../shared/eval from the repo root);
#   LONG_MINUTES is the length of the long file built from the same speech (default 30).
# Starts the packaged jar on a temporary data folder and a free port, submits every utterance over
# the v1 API (new, add_media, perform_transcription MECHANICAL), waits for Complete, and prints:
# WER of get_elementlist against refs.tsv, audio-seconds per wall-second and latency percentiles
# for the short jobs, the caption quality report of the default captions of those ElementLists, and
# for the long mp3: x real time, the service's RSS every 5 s and at its peak, and its WER.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
LONG_MINUTES=${2:-30}
source bench/lib.sh
OUT=server/target/bench-service
rm -rf "$OUT"; mkdir -p "$OUT/elementlists"

echo "== build"
./mvnw -q -B -DskipTests package
bench_test_classpath "$OUT"

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
DATA=$(mktemp -d)
# shellcheck disable=SC2086 # BENCH_JVM_OPTS is a list of options, e.g. BENCH_JVM_OPTS=-Xmx256m
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED ${BENCH_JVM_OPTS:-} -jar server/target/parlance.jar \
  --server.port="$PORT" --parlance.data-dir="$DATA" --parlance.admin-password=bench-pw > "$OUT/server.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 240); do curl -sf "$BASE/actuator/health" >/dev/null && break; sleep 0.5; done
json() { python3 -c "import sys,json; print(json.load(sys.stdin)$1)"; }
TOKEN=$(curl -sf "$BASE/api/account/login?v=1&username=admin&password=bench-pw" | json '["ApiToken"]')

submit() {  # file name -> job id
  local job
  job=$(curl -sf "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=$2" | json '["JobId"]')
  curl -sf --data-binary @"$1" -H 'Content-Type: application/octet-stream' "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$job" >/dev/null
  curl -sf "$BASE/api/job/perform_transcription?v=1&api_token=$TOKEN&job_id=$job&transcription_fidelity=MECHANICAL" >/dev/null
  echo "$job"
}
wait_complete() {  # job id -> prints seconds waited
  local start=$(date +%s.%N) status
  while true; do
    status=$(curl -sf "$BASE/api/job/info?v=1&api_token=$TOKEN&job_id=$1" | json '["JobStatus"]')
    case "$status" in Complete) break ;; "Media Failure") echo "job $1 failed" >&2; exit 1 ;; esac
    sleep 0.1
  done
  python3 -c "import time; print(round(time.time() - $start, 3))"
}

echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== short jobs: every utterance of $EVAL/speech, submitted together"
: > "$OUT/hyp.tsv"; declare -A JOBS; declare -A SUBMITTED
T0=$(date +%s.%N); AUDIO=0
while IFS=$'\t' read -r id text; do
  [ -n "$id" ] || continue
  SUBMITTED[$id]=$(date +%s.%N)
  JOBS[$id]=$(submit "$EVAL/speech/$id.wav" "$id")
  AUDIO=$(python3 -c "print($AUDIO + $(ffprobe -v error -show_entries format=duration -of csv=p=0 "$EVAL/speech/$id.wav"))")
done < "$EVAL/speech/refs.tsv"
: > "$OUT/latency.txt"
for id in "${!JOBS[@]}"; do
  wait_complete "${JOBS[$id]}" >/dev/null
  python3 -c "import time; print(round(time.time() - ${SUBMITTED[$id]}, 3))" >> "$OUT/latency.txt"
  curl -sf "$BASE/api/job/get_elementlist?v=1&api_token=$TOKEN&job_id=${JOBS[$id]}" > "$OUT/elementlists/$id.json"
  python3 - "$id" "$OUT/elementlists/$id.json" >> "$OUT/hyp.tsv" <<'PY'
import json, sys
doc = json.load(open(sys.argv[2]))
words = [t["display_as"] for s in doc["segments"] for q in s["sequences"] for t in q["tokens"] if t["type"] == "word"]
print(sys.argv[1] + "\t" + " ".join(words))
PY
done
T1=$(date +%s.%N)
python3 - "$AUDIO" "$T0" "$T1" "$OUT/latency.txt" <<'PY'
import sys
audio, t0, t1 = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
lat = sorted(float(x) for x in open(sys.argv[4]))
pct = lambda p: lat[min(len(lat) - 1, int(round(p / 100 * (len(lat) - 1))))]
print(f"{len(lat)} jobs, {audio:.1f} s of audio in {t1 - t0:.1f} s wall: {audio / (t1 - t0):.1f} audio-s per wall-s")
print(f"latency submit->Complete: p50 {pct(50):.2f} s, p90 {pct(90):.2f} s, max {lat[-1]:.2f} s")
PY
echo -n "WER (get_elementlist words vs refs.tsv): "; python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/hyp.tsv" | tail -1

echo "== caption quality of the default captions (spec defaults) of those ElementLists"
"$JAVA_HOME/bin/java" -cp "$CP" \
  dev.parlance.bench.CaptionQualityBench "$OUT/elementlists"

echo "== long file: at least $LONG_MINUTES minutes of the same speech (whole passes of the set) as mp3"
bench_long_file "$OUT" "$EVAL" "$LONG_MINUTES"
LONG_AUDIO=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/long.mp3")
rss_mb() { echo $(( $(grep "$1" /proc/$PID/status | awk '{print $2}') / 1024 )); }
RSS_BEFORE=$(rss_mb VmRSS); LIVE_BEFORE=$(bench_live_heap $PID)
JOB=$(submit "$OUT/long.mp3" long)
( while sleep 5; do echo -n "$(rss_mb VmRSS) " >> "$OUT/long-rss.txt"; done ) & SAMPLER=$!
WAITED=$(wait_complete "$JOB")
kill $SAMPLER
python3 -c "print(f'{$LONG_AUDIO:.0f} s of mp3 completed in $WAITED s after submission: {$LONG_AUDIO / $WAITED:.1f}x real time')"
echo "service RSS before the long job: $RSS_BEFORE MB; every 5 s during it: $(cat "$OUT/long-rss.txt" 2>/dev/null)MB; now: $(rss_mb VmRSS) MB; peak (VmHWM): $(rss_mb VmHWM) MB"
echo "service live heap (used after a full GC): $LIVE_BEFORE MB before the long job, $(bench_live_heap $PID) MB after"
curl -sf "$BASE/api/job/get_elementlist?v=1&api_token=$TOKEN&job_id=$JOB" > "$OUT/long-elementlist.json"
python3 - "$OUT/long-elementlist.json" > "$OUT/long-hyp.tsv" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
print("long\t" + " ".join(t["display_as"] for s in doc["segments"] for q in s["sequences"] for t in q["tokens"] if t["type"] == "word"))
PY
echo -n "long file WER (recognized in sections, stitched): "; python3 "$EVAL/wer.py" "$OUT/long-ref.tsv" "$OUT/long-hyp.tsv" | tail -1
