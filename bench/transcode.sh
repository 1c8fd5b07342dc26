#!/usr/bin/env bash
# Transcoding benchmark: a 2-hour media file (generated with ffmpeg: a colour picture and a sine
# tone, MPEG-4 Part 2 video and Vorbis audio in Matroska, so neither flavour can be made by copying)
# is uploaded to a server held to a 256 MB heap, then its mp3 and mp4 flavours are asked for with
# download_media, one after the other. Prints the time of each transcode, the resident memory of
# the java process (VmRSS, sampled every 0.5 s) before, during and after, the sizes and ffprobe's
# durations of the results. A 5-second file goes through first, so class loading and JIT warm-up
# are not counted as growth, and the live heap (used after a full GC) is printed before and after. ffmpeg does the encoding in its own process; the server only waits,
# so its memory should stay flat. Everything temporary is removed at the end.
#
#   bench/transcode.sh                 # 2 hours
#   DURATION=600 bench/transcode.sh    # 10 minutes
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

DURATION="${DURATION:-7200}"
HEAP="${HEAP:--Xmx256m}"
bench_jar

bench_workdir
SAMPLER_PID=""
BENCH_CLEANUP_EXTRA='[ -n "$SAMPLER_PID" ] && kill "$SAMPLER_PID" 2>/dev/null || true'

now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.1f}')"; }

echo "Generating a ${DURATION} s media file ..."
T0="$(now)"
ffmpeg -nostdin -v error -y -f lavfi -i "color=c=navy:s=320x240:r=10" -f lavfi -i "sine=f=440:sample_rate=44100" \
  -t "$DURATION" -c:v mpeg4 -q:v 8 -c:a libvorbis -q:a 2 "$WORK/source.mkv"
echo "  $(du -m "$WORK/source.mkv" | cut -f1) MB in $(elapsed "$T0" "$(now)") s"

bench_start_server "$HEAP"

TOKEN="$(bench_token)"
JOB_ID="$(curl -fsS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=transcode-benchmark" | json JobId)"
curl -fsS -X POST -T "$WORK/source.mkv" -H 'Content-Type: video/x-matroska' \
  "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$JOB_ID" > /dev/null

# Asks for a flavour until it is there (the first request queues it) and downloads it.
fetch() {
  local job="$1" type="$2" out="$3" code
  while true; do
    code="$(curl -sS -o "$out" -w '%{http_code}' "$BASE/api/job/download_media?api_token=$TOKEN&job_id=$job&media_type=$type")"
    [ "$code" = "200" ] && return 0
    grep -q "being produced" "$out" || { echo "download_media $type: HTTP $code $(cat "$out")"; exit 1; }
    sleep 2
  done
}

transcode() {
  local type="$1" start
  echo "$type" > "$WORK/phase"
  start="$(now)"
  fetch "$JOB_ID" "$type" "$WORK/out.$type"
  echo "$(elapsed "$start" "$(now)")" > "$WORK/time.$type"
  echo idle-after > "$WORK/phase"
}

# Warm-up on a 5-second file, so that the code of every step is loaded before memory is measured.
ffmpeg -nostdin -v error -y -f lavfi -i "color=c=navy:s=320x240:r=10" -f lavfi -i "sine=f=440" -t 5 \
  -c:v mpeg4 -c:a libvorbis "$WORK/warmup.mkv"
WARMUP_ID="$(curl -fsS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=warm-up" | json JobId)"
curl -fsS -X POST -T "$WORK/warmup.mkv" "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$WARMUP_ID" > /dev/null
fetch "$WARMUP_ID" mp3 "$WORK/warmup.mp3"
fetch "$WARMUP_ID" mp4 "$WORK/warmup.mp4"

LIVE_BEFORE="$(bench_live_heap "$SERVER_PID")"

# VmRSS of the server every 0.5 s, one "phase rss_kb" line each; the phase is set by this script.
echo idle > "$WORK/phase"
( while kill -0 "$SERVER_PID" 2>/dev/null; do
    echo "$(cat "$WORK/phase") $(awk '/^VmRSS:/ {print $2}' "/proc/$SERVER_PID/status" 2>/dev/null)" >> "$WORK/rss"
    sleep 0.5
  done ) &
SAMPLER_PID=$!
sleep 3

echo "Transcoding to mp3 ..."; transcode mp3
echo "Transcoding to mp4 ..."; transcode mp4
sleep 3
kill "$SAMPLER_PID" 2>/dev/null || true; SAMPLER_PID=""
LIVE_AFTER="$(bench_live_heap "$SERVER_PID")"

rss() { awk -v p="$1" -v f="$2" '$1==p && $2>0 { n++; s+=$2; if ($2>max) max=$2; if (min==0||$2<min) min=$2 }
  END { if (f=="max") print int(max/1024); else if (f=="min") print int(min/1024); else print int(s/n/1024) }' "$WORK/rss"; }
duration() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

echo
echo "source:            $(du -m "$WORK/source.mkv" | cut -f1) MB, $(duration "$WORK/source.mkv") s (mpeg4 + vorbis in Matroska)"
for type in mp3 mp4; do
  echo "$type:               $(cat "$WORK/time.$type") s to produce (request to download), $(du -m "$WORK/out.$type" | cut -f1) MB," \
    "$(duration "$WORK/out.$type") s, codecs $(ffprobe -v error -show_entries stream=codec_name -of csv=p=0 "$WORK/out.$type" | tr '\n' ' ')"
done
echo "server RSS idle:   $(rss idle min)-$(rss idle max) MB before"
echo "server RSS mp3:    $(rss mp3 min)-$(rss mp3 max) MB while transcoding (mean $(rss mp3 mean))"
echo "server RSS mp4:    $(rss mp4 min)-$(rss mp4 max) MB while transcoding (mean $(rss mp4 mean))"
echo "server RSS after:  $(rss idle-after min)-$(rss idle-after max) MB"
echo "live heap:         $LIVE_BEFORE MB before, $LIVE_AFTER MB after (used right after a full GC)"
