#!/usr/bin/env bash
# A 2 GB upload through the new-work page (/jobs/new) in headless Chromium, against the packaged
# server held to a 256 MB heap: the page sends the file in 8 MB slices (File.slice), the server
# streams each into the media store, then streams the slices into the job's media. Prints the wall
# time (click to job link), the server's RSS and used heap sampled every 2 s over the upload (they
# should stay flat), Chromium's RSS (all its processes) and the page's JavaScript heap, and whether
# the stored media is the file byte for byte (SHA-256). The file is made in the temporary folder,
# never in the repository; everything temporary is removed at the end.
#
#   bench/webapp-upload.sh              # 2 GB
#   SIZE_MB=512 bench/webapp-upload.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
parlance_require_packages chromium

SIZE_MB="${SIZE_MB:-2048}"
HEAP="${HEAP:--Xmx256m}"
bench_jar
bench_workdir
bench_test_classpath server/target/bench-webapp-upload
bench_start_server "$HEAP"

echo "Generating $SIZE_MB MB of random bytes in $WORK ..."
head -c "$((SIZE_MB * 1024 * 1024))" /dev/urandom > "$WORK/lecture.mp4"
SOURCE_SHA="$(sha256sum "$WORK/lecture.mp4" | cut -d' ' -f1)"

# The browser side: its own JVM (Playwright) driving Debian's Chromium.
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 "$JAVA_HOME/bin/java" -cp "$CP" dev.parlance.web.upload.UploadBenchmark \
  "$BASE" admin "$ADMIN_PASSWORD" "$WORK/lecture.mp4" > "$WORK/browser.out" 2> "$WORK/browser.err" &
BROWSER_PID=$!
BENCH_CLEANUP_EXTRA='kill $BROWSER_PID 2>/dev/null || true'

descendants() {
  local children
  children="$(pgrep -P "$1" || true)"
  for c in $children; do echo "$c"; descendants "$c"; done
}
heap_used_mb() {
  "$JAVA_HOME/bin/jstat" -gc "$SERVER_PID" 2>/dev/null | awk 'NR == 2 {
    for (i = 1; i <= NF; i++) h[i] = $i
    print int((h[3] + h[4] + h[6] + h[8]) / 1024) }'
}

printf '%8s %10s %14s %15s  %s\n' "t (s)" "RSS (MB)" "heap used (MB)" "Chromium (MB)" "page"
: > "$WORK/samples"
START="$(date +%s)"
while kill -0 "$BROWSER_PID" 2>/dev/null; do
  RSS="$(awk '/^VmRSS:/ {print int($2 / 1024)}' "/proc/$SERVER_PID/status")"
  HEAP_USED="$(heap_used_mb)"
  CHROME=0
  for p in $(descendants "$BROWSER_PID"); do
    case "$(cat "/proc/$p/comm" 2>/dev/null)" in chrom*|headless*)
      KB="$(awk '/^VmRSS:/ {print $2}' "/proc/$p/status" 2>/dev/null || true)"
      CHROME=$((CHROME + ${KB:-0})) ;;
    esac
  done
  CHROME=$((CHROME / 1024))
  echo "$RSS $HEAP_USED $CHROME" >> "$WORK/samples"
  printf '%8s %10s %14s %15s  %s\n' "$(( $(date +%s) - START ))" "$RSS" "$HEAP_USED" "$CHROME" \
    "$(cat "$WORK/lecture.mp4.progress" 2>/dev/null || true)"
  sleep 2
done
wait "$BROWSER_PID" || { echo "The browser side failed:"; cat "$WORK/browser.err" "$WORK/browser.out"; tail -30 "$WORK/server.log"; exit 1; }
cat "$WORK/browser.out"

JOB_ID="$(awk '/^job / {print $2}' "$WORK/browser.out")"
STORED="$(find "$WORK/data/media/jobs/$JOB_ID" -maxdepth 1 -type f -name 'original-*' | head -1)"
STORED_SHA="$([ -n "$STORED" ] && sha256sum "$STORED" | cut -d' ' -f1 || echo missing)"
echo
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) (other work shares it)"
echo "size:                     $SIZE_MB MB"
echo "wall time (click to link): $(awk '/^upload-seconds/ {print $2}' "$WORK/browser.out") s"
# Chromium's figure counts only the samples after it started.
awk '{ r[NR] = $1; h[NR] = $2; if ($3 > 0) c[++m] = $3 }
  END {
    n = NR; asort(r); asort(h); asort(c)
    printf "server RSS (MB):           min %d, median %d, max %d over %d samples\n", r[1], r[int((n + 1) / 2)], r[n], n
    printf "server heap used (MB):     min %d, median %d, max %d (limit %s)\n", h[1], h[int((n + 1) / 2)], h[n], "'"$HEAP"'"
    printf "Chromium RSS, all (MB):    min %d, median %d, max %d\n", c[1], c[int((m + 1) / 2)], c[m]
  }' "$WORK/samples"
echo "page JS heap peak (MB):    $(awk '/^page-js-heap-peak-mb/ {print $2}' "$WORK/browser.out")"
echo "sha256 source:             $SOURCE_SHA"
echo "sha256 stored:             $STORED_SHA"
if [ "$SOURCE_SHA" = "$STORED_SHA" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
  echo "RESULT: OK"
else
  echo "RESULT: FAILED"; tail -20 "$WORK/server.log"; exit 1
fi
