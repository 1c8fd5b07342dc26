#!/usr/bin/env bash
# The issue's two web app figures in one run: the job list's first render with 3,000 jobs in headless
# Chromium (bench/webapp-list.sh), then a 2 GB upload through the new-work page with the server's RSS
# and heap (bench/webapp-upload.sh). Each script builds what it needs and cleans up after itself;
# this one runs them in turn and prints both reports, the list's first.
#
#   bench/webapp.sh                         # RUNS=10 JOBS=3000, SIZE_MB=2048
#   RUNS=3 SIZE_MB=256 bench/webapp.sh      # a quicker look
# The environment (RUNS, JOBS, SIZE_MB, HEAP, MAVEN_ARGS) is passed through to both scripts. The list
# measures a page 40 pages down (50 jobs a page), so JOBS must stay above 2,050.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
echo "==== 1/2 the job list's first render (bench/webapp-list.sh)"
bench/webapp-list.sh || status=1
echo
echo "==== 2/2 a large upload through /jobs/new (bench/webapp-upload.sh)"
bench/webapp-upload.sh || status=1
echo
if [ "$status" -eq 0 ]; then echo "webapp: both figures printed above"; else echo "webapp: a part failed (see above)"; fi
exit "$status"
