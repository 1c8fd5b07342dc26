#!/usr/bin/env bash
# The editor on a three-hour transcript (30,000 words) in headless Chromium: navigation start to the
# text on screen and to the first typed key showing, long tasks, typing latency (keydown to the frame
# showing it) and the main-thread cost of each frame while the playhead is followed; p50, p95, max.
# Then the caption workstation on it: the waveform's peaks computed (3 h, once) and read, the
# timeline's first waveform drawn, frame intervals while scrolling it, a replace-all of about 500
# matches, and timing edits saved (Alt+] then Ctrl+S to "Draft saved", p99).
#
# usage: bench/editor.sh           (RUNS=5 by default; set MAVEN_ARGS=-o to build offline)
# Runs EditorBenchmarkBrowserTest (tag bench) on the test application (H2): a real job of three hours of
# ffmpeg-made Ogg Opus audio whose machine pass hears about 30,000 scripted words (the recognizer is
# the only part scripted; ElementList, turns, confidences, the mp3 flavour, the work API and the page
# are the real ones), claimed by a transcriber, opened in Debian's Chromium through Playwright.
# The figures are printed and kept in server/target/bench-editor.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/system-packages.sh
parlance_require_packages "${PARLANCE_RUNTIME_PACKAGES[@]}" chromium
parlance_java_home
RUNS="${RUNS:-5}"
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
mkdir -p server/target   # a fresh clone has none: the log below goes there
rm -f server/target/bench-editor.txt
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 ./mvnw -q -B -pl server -am test -Dtest=EditorBenchmarkBrowserTest \
  -Dsurefire.failIfNoSpecifiedTests=false -Dparlance.test.excluded-groups=none -Dparlance.bench.runs="$RUNS" \
  -Dparlance.bench.out="$PWD/server/target/bench-editor.txt" > server/target/bench-editor.log 2>&1 || {
    echo "The benchmark failed:"; tail -60 server/target/bench-editor.log; exit 1; }
cat server/target/bench-editor.txt
