#!/usr/bin/env bash
# Upload benchmark: one 2 GB add_media POST against a server held to a 256 MB heap.
# Builds the jar if needed, starts it on a temporary data folder and a free port, creates a job
# through the API, POSTs a 2 GB file of random bytes with curl, compares the SHA-256 of the stored
# file with the source, and prints throughput, the peak RSS of the java process (VmHWM) and
# whether the process survived. Everything temporary is removed at the end.
#
#   bench/upload-2g.sh            # 2 GB
#   SIZE_MB=512 bench/upload-2g.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

SIZE_MB="${SIZE_MB:-2048}"
HEAP="${HEAP:--Xmx256m}"
bench_jar

bench_workdir

bench_start_server "$HEAP"

TOKEN="$(bench_token)"
JOB_ID="$(curl -sS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=upload-benchmark" | json JobId 2>/dev/null)" || {
  echo "Could not create a job through /api/job/new (is the job API part of this build?)"; exit 1; }

echo "Generating $SIZE_MB MB of random bytes ..."
head -c "$((SIZE_MB * 1024 * 1024))" /dev/urandom > "$WORK/source.bin"
SOURCE_SHA="$(sha256sum "$WORK/source.bin" | cut -d' ' -f1)"


# Peak RSS of the server process (VmHWM, the kernel's own high-water mark), polled while the upload
# runs so the figure survives the process dying.
( while kill -0 "$SERVER_PID" 2>/dev/null; do
    awk '/^VmHWM:/ {print $2}' "/proc/$SERVER_PID/status" > "$WORK/vmhwm.tmp" 2>/dev/null && mv "$WORK/vmhwm.tmp" "$WORK/vmhwm"
    sleep 0.5
  done ) &
POLLER_PID=$!

echo "Uploading ..."
START_NS="$(date +%s%N)"
# --data-binary @file: curl reads the file into its own memory first (client side only).
HTTP_CODE="$(curl -sS -o "$WORK/response.json" -w '%{http_code}' -X POST \
  -H 'Content-Type: application/octet-stream' --data-binary "@$WORK/source.bin" \
  "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$JOB_ID")"
END_NS="$(date +%s%N)"
ALIVE="no"; kill -0 "$SERVER_PID" 2>/dev/null && ALIVE="yes"
sleep 0.6
PEAK_KB="$(cat "$WORK/vmhwm" 2>/dev/null || echo 0)"
kill "$POLLER_PID" 2>/dev/null || true

STORED="$(find "$WORK/data/media/jobs/$JOB_ID" -maxdepth 1 -type f -name 'original-*' | head -1)"
STORED_SHA="$([ -n "$STORED" ] && sha256sum "$STORED" | cut -d' ' -f1 || echo missing)"
SECONDS_TAKEN="$(python3 -c "print(f'{($END_NS - $START_NS) / 1e9:.1f}')")"
THROUGHPUT="$(python3 -c "print(f'{$SIZE_MB / (($END_NS - $START_NS) / 1e9):.0f}')")"

echo
echo "response:          HTTP $HTTP_CODE $(cat "$WORK/response.json")"
echo "size:              $SIZE_MB MB"
echo "time:              $SECONDS_TAKEN s ($THROUGHPUT MB/s)"
echo "peak RSS (VmHWM):  $((PEAK_KB / 1024)) MB"
echo "heap limit held:   $ALIVE (server alive after the upload, $HEAP)"
echo "sha256 source:     $SOURCE_SHA"
echo "sha256 stored:     $STORED_SHA"
if [ "$HTTP_CODE" = "200" ] && [ "$SOURCE_SHA" = "$STORED_SHA" ] && [ "$ALIVE" = "yes" ]; then
  echo "RESULT: OK"
else
  echo "RESULT: FAILED"; tail -20 "$WORK/server.log"; exit 1
fi
