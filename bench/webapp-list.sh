#!/usr/bin/env bash
# The web job list's first render with 3,000 jobs in headless Chromium: time to first byte, first
# contentful paint, DOMContentLoaded and load (ms from the navigation's start), p50 and p95 over RUNS
# loads each of the first page, a page 40 pages down (by its cursor), a name search and a filter.
#
# usage: bench/webapp-list.sh     (RUNS=10 and JOBS=3000 by default; MAVEN_ARGS=-o builds offline)
# Runs JobListPageBenchmarkBrowserTest (tag bench) on the test application (H2): the jobs are written with
# batched inserts through the real schema (JobListBench's seeding), the customer signs in through the
# sign-in page, every page is the real server-rendered /jobs in Debian's Chromium through Playwright.
# The figures are printed and kept in server/target/bench-webapp-list.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/system-packages.sh
parlance_require_packages "${PARLANCE_RUNTIME_PACKAGES[@]}" chromium
parlance_java_home
RUNS="${RUNS:-10}"
JOBS="${JOBS:-3000}"
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
mkdir -p server/target   # a fresh clone has none: the log below goes there
rm -f server/target/bench-webapp-list.txt
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 ./mvnw -q -B -pl server -am test -Dtest=JobListPageBenchmarkBrowserTest \
  -Dsurefire.failIfNoSpecifiedTests=false -Dparlance.test.excluded-groups=none -Dparlance.bench.runs="$RUNS" \
  -Dparlance.bench.jobs="$JOBS" -Dparlance.bench.out="$PWD/server/target/bench-webapp-list.txt" \
  > server/target/bench-webapp-list.log 2>&1 || {
    echo "The benchmark failed:"; tail -60 server/target/bench-webapp-list.log; exit 1; }
cat server/target/bench-webapp-list.txt
