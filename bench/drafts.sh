#!/usr/bin/env bash
# The work API's draft autosave and load, on the packaged server (H2).
#
# usage: bench/drafts.sh        (set MAVEN_ARGS=-o to build offline)
# Starts the jar on a temporary data folder and a free port; orders a PREMIUM transcript of a short
# espeak-ng recording and waits for its edit pass; adds a transcriber through the people page (as a
# browser would: sign-in form, CSRF cookie and header); then DraftBench claims the item and times,
# back to back after a warm-up, the editor's autosave (PUT draft) of a three-hour transcript (30,000
# words) and of a one-minute one, and the load of the item with the long draft saved: p50, p99, max.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
OUT=server/target/bench-drafts
bench_jar
bench_test_classpath "$OUT"
bench_workdir
bench_start_server -Xmx512m
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

TOKEN=$(bench_token)
JOB=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=bench" | json JobId)
espeak-ng -w "$WORK/speech.wav" "ask not what your country can do for you ask what you can do for your country"
curl -fsS --data-binary @"$WORK/speech.wav" "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$JOB" > /dev/null
curl -fsS "$BASE/api/job/perform_transcription?v=1&api_token=$TOKEN&job_id=$JOB&transcription_fidelity=PREMIUM" > /dev/null
for _ in $(seq 1 120); do
  [ "$(curl -fsS "$BASE/api/job/info?v=1&api_token=$TOKEN&job_id=$JOB" | json JobStatus)" = Reviewing ] && break
  sleep 0.5
done

JAR_COOKIES="$WORK/cookies.txt"
xsrf() { awk '$6 == "XSRF-TOKEN" { print $7 }' "$JAR_COOKIES"; }
curl -fsS -c "$JAR_COOKIES" -b "$JAR_COOKIES" "$BASE/signin" -o /dev/null
curl -fsS -c "$JAR_COOKIES" -b "$JAR_COOKIES" -o /dev/null -H "X-XSRF-TOKEN: $(xsrf)" \
  --data "username=admin&password=$ADMIN_PASSWORD" "$BASE/signin"
curl -fsS -c "$JAR_COOKIES" -b "$JAR_COOKIES" -o /dev/null -H "X-XSRF-TOKEN: $(xsrf)" \
  --data "username=bench-transcriber&password=bench-secret-1&roles=TRANSCRIBER" "$BASE/admin/people"
WORKER=$(curl -fsS "$BASE/api/account/login?v=1&username=bench-transcriber&password=bench-secret-1" | json ApiToken)
ITEM=$(curl -fsS -H "Authorization: Bearer $WORKER" "$BASE/work/api/items" \
  | python3 -c "import json,sys; print(json.load(sys.stdin)['items'][0]['id'])")

"$JAVA_HOME/bin/java" -Xmx256m -cp "$CP" dev.parlance.bench.DraftBench "$BASE" bench-transcriber bench-secret-1 "$ITEM"
