#!/usr/bin/env bash
# A 2-hour media file through S3 storage: upload, MECHANICAL transcription, ranged reads, and the
# service's RSS while it works (api and worker in one process, the default role).
#
# usage: [HOURS=2] [HEAP=-Xmx512m] bench/storage.sh
# Starts S3Proxy (the jar the build copies to server/target/s3proxy; filesystem backend in the
# bench's temporary folder) and the packaged service with parlance.storage.type=s3 pointed at it,
# makes the media with espeak-ng and ffmpeg (a spoken passage looped to HOURS hours, mp3 64 kbit/s),
# and prints: upload time and throughput, transcription time and x real time, a 1 MB Range near the
# end of the media (time to the last byte), the RSS sampled every 5 s with its peak, and what is
# left in the bucket and in the local work folder. Everything temporary is removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

HOURS="${HOURS:-2}"
HEAP="${HEAP:--Xmx512m}"
bench_jar
S3PROXY_JAR=server/target/s3proxy/s3proxy.jar
[ -f "$S3PROXY_JAR" ] || ./mvnw -q -B -pl server dependency:copy@copy-s3proxy
bench_workdir

echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== media: a spoken passage looped to $HOURS h, mp3 64 kbit/s"
espeak-ng -s 160 -w "$WORK/passage.wav" "$(printf '%s ' \
  "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country." \
  "My fellow citizens of the world, ask not what America will do for you, but what together we can do for the freedom of man." \
  "The weather today is mild, with a light wind from the west and a chance of rain in the evening." \
  "Storage that several machines share keeps the media of every job in one place.")"
PASSAGE=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$WORK/passage.wav")
LOOPS=$(python3 -c "import math; print(math.ceil($HOURS * 3600 / $PASSAGE) - 1)")
ffmpeg -nostdin -v error -y -stream_loop "$LOOPS" -i "$WORK/passage.wav" -t "$((HOURS * 3600))" -ac 1 \
  -c:a libmp3lame -b:a 64k "$WORK/long.mp3"
MEDIA_SECONDS=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$WORK/long.mp3")
MEDIA_BYTES=$(stat -c %s "$WORK/long.mp3")
echo "$(python3 -c "print(f'{$MEDIA_SECONDS / 3600:.2f} h, {$MEDIA_BYTES / 1e6:.1f} MB')")"

echo "== S3Proxy (filesystem backend)"
S3_PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
mkdir -p "$WORK/s3/media"   # the filesystem backend's bucket "media" is this folder
cat > "$WORK/s3proxy.conf" <<EOF
s3proxy.endpoint=http://127.0.0.1:$S3_PORT
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=bench-access
s3proxy.credential=bench-secret
jclouds.provider=filesystem
jclouds.filesystem.basedir=$WORK/s3
EOF
"$JAVA_HOME/bin/java" -Xmx256m -jar "$S3PROXY_JAR" --properties "$WORK/s3proxy.conf" > "$WORK/s3proxy.log" 2>&1 &
S3_PID=$!
BENCH_CLEANUP_EXTRA="kill $S3_PID 2>/dev/null || true"
for _ in $(seq 1 600); do curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/" && break; sleep 0.5; done

export PARLANCE_STORAGE_TYPE=s3 PARLANCE_STORAGE_S3_ENDPOINT="http://127.0.0.1:$S3_PORT" \
  PARLANCE_STORAGE_S3_BUCKET=media PARLANCE_STORAGE_S3_PATH_STYLE=true \
  PARLANCE_STORAGE_S3_ACCESS_KEY=bench-access PARLANCE_STORAGE_S3_SECRET_KEY=bench-secret
# As bench_start_server, but waiting up to 10 minutes: on a machine busy with other builds the
# start (migrations, speech model, the bucket check) can take longer than its 2.
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
BASE="http://127.0.0.1:$PORT"
ADMIN_PASSWORD="bench-$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')"
echo "Starting the service ($HEAP) on port $PORT ..."
T0=$(date +%s.%N)
PARLANCE_DATA_DIR="$WORK/data" PARLANCE_ADMIN_PASSWORD="$ADMIN_PASSWORD" SERVER_PORT="$PORT" \
  "$JAVA_HOME/bin/java" "$HEAP" --enable-native-access=ALL-UNNAMED -jar "$JAR" > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 1200); do
  curl -fsS "$BASE/actuator/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "The service did not start:"; tail -30 "$WORK/server.log"; exit 1; }
  sleep 0.5
done
curl -fsS "$BASE/actuator/health" >/dev/null 2>&1 || { echo "No answer in 10 minutes:"; tail -30 "$WORK/server.log"; exit 1; }
echo "answering after $(python3 -c "import time; print(f'{time.time() - $T0:.1f}')") s"
grep -q "stored in bucket 'media'" "$WORK/server.log" || { echo "The service is not on S3 storage"; exit 1; }
TOKEN="$(bench_token)"

rss_mb() { echo $(( $(awk -v k="$1:" '$1 == k { print $2 }' "/proc/$SERVER_PID/status") / 1024 )); }
sample_rss() { ( while sleep 5; do echo -n "$(rss_mb VmRSS) " >> "$1"; done ) & SAMPLER=$!; }
now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$(now) - $1:.1f}')"; }

echo "== upload (add_media, streamed into the bucket)"
echo "RSS before: $(rss_mb VmRSS) MB"
JOB=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=two-hours" | json JobId)
sample_rss "$WORK/rss-upload.txt"
T0=$(now)
curl -fsS --data-binary @"$WORK/long.mp3" -H 'Content-Type: audio/mpeg' \
  "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$JOB" > /dev/null
UPLOAD=$(elapsed "$T0")
kill "$SAMPLER"
echo "$(python3 -c "print(f'{$MEDIA_BYTES / 1e6:.1f} MB in $UPLOAD s: {$MEDIA_BYTES / 1e6 / $UPLOAD:.1f} MB/s')")"
echo "RSS every 5 s during the upload: $(cat "$WORK/rss-upload.txt" 2>/dev/null)MB"
STORED=$(find "$WORK/s3/media" -type f -path "*jobs/$JOB/*" -printf '%s\n' | head -1)
echo "stored in the bucket: $STORED bytes ($([ "$STORED" = "$MEDIA_BYTES" ] && echo same size || echo SIZE DIFFERS))"

echo "== a 1 MB Range near the end of the media (ranged read of the object)"
MEDIA_URL=$(curl -fsS "$BASE/api/job/media?v=1&api_token=$TOKEN&job_id=$JOB" | json MediaUrl)
FIRST=$((MEDIA_BYTES - 2 * 1024 * 1024))
curl -fsS -o "$WORK/range.bin" -w 'HTTP %{http_code}, %{size_download} bytes, last byte after %{time_total} s\n' \
  -H "Range: bytes=$FIRST-$((FIRST + 1024 * 1024 - 1))" "$MEDIA_URL"
cmp -s "$WORK/range.bin" <(tail -c +$((FIRST + 1)) "$WORK/long.mp3" | head -c $((1024 * 1024))) \
  && echo "range bytes match the source" || { echo "RANGE BYTES DIFFER"; exit 1; }

echo "== MECHANICAL transcription"
sample_rss "$WORK/rss-transcription.txt"
T0=$(now)
curl -fsS "$BASE/api/job/perform_transcription?v=1&api_token=$TOKEN&job_id=$JOB&transcription_fidelity=MECHANICAL" > /dev/null
while true; do
  STATUS=$(job_status "$TOKEN" "$JOB")
  case "$STATUS" in Complete) break ;; "Media Failure") echo "The job failed"; tail -30 "$WORK/server.log"; exit 1 ;; esac
  sleep 1
done
TRANSCRIBED=$(elapsed "$T0")
kill "$SAMPLER"
echo "$(python3 -c "print(f'{$MEDIA_SECONDS:.0f} s of media Complete in $TRANSCRIBED s: {$MEDIA_SECONDS / $TRANSCRIBED:.1f}x real time')")"
WORDS=$(curl -fsS "$BASE/api/job/get_elementlist?v=1&api_token=$TOKEN&job_id=$JOB" | python3 -c \
  "import json,sys; d=json.load(sys.stdin); print(sum(1 for s in d['segments'] for q in s['sequences'] for t in q['tokens'] if t['type'] == 'word'))")
echo "words in the transcript: $WORDS"
echo "RSS every 5 s during transcription: $(cat "$WORK/rss-transcription.txt" 2>/dev/null)MB"
echo "RSS now: $(rss_mb VmRSS) MB; peak (VmHWM): $(rss_mb VmHWM) MB; live heap: $(bench_live_heap "$SERVER_PID") MB"
echo "local copies in the work folder: $(find "$WORK/data/work" -type f 2>/dev/null | wc -l) (one is kept 2 minutes after the last step let go of it)"
echo "files under the job's folder in the bucket's directory:"
find "$WORK/s3/media" -type f -path "*jobs/$JOB/*" -printf '  %P %s bytes\n'
