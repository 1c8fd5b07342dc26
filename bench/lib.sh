# Shared by the benchmarks that run the packaged server on their own: source it from the repo root.
#   bench_jar                 builds server/target/parlance.jar when missing or older than the sources
#   bench_workdir             makes $WORK and removes it (and the server) on exit; call once, early
#   bench_start_server HEAP   starts the jar with that heap on a free port, on $WORK/data, and waits
#                             until it is ready (health UP: database migrated, speech model loaded),
#                             printing how long that took; sets PORT, BASE, ADMIN_PASSWORD, SERVER_PID,
#                             READY_SECONDS; log in $WORK/server.log. BENCH_JVM_ARGS adds JVM options
#                             (a profile: -XX:StartFlightRecording=dumponexit=true,filename=F.jfr)
#   bench_token               a session token of the admin account
#   bench_await_status T J S  waits (2 minutes at most) until job J, read with token T, is in status S
#   bench_edit_item           a PREMIUM job of a short espeak-ng recording waiting for its edit pass, and
#                             a transcriber added through the people page (bench-transcriber,
#                             bench-secret-1); sets ITEM, the edit pass's work item
#   bench_test_classpath DIR  compiles the server and its tests; sets CP for running benchmark classes
#                             of the test tree (the class path list is kept in DIR)
#   bench_live_heap PID       MB of heap a JVM really holds: used right after a full collection
#                             (unlike RSS, which also counts the heap the JVM has grown into and keeps)
source scripts/system-packages.sh
parlance_require_packages "${PARLANCE_RUNTIME_PACKAGES[@]}"
parlance_java_home
JAR=server/target/parlance.jar
SERVER_PID=""
BENCH_CLEANUP_EXTRA=""

bench_test_classpath() {
  mkdir -p "$1"
  ./mvnw -q -B -pl server -am test-compile dependency:build-classpath \
    -Dmdep.outputFile="$PWD/$1/classpath.txt" -Dmdep.includeScope=test
  CP="server/target/test-classes:server/target/classes:$(cat "$1/classpath.txt")"
}

bench_live_heap() {
  "$JAVA_HOME/bin/jcmd" "$1" GC.run > /dev/null
  "$JAVA_HOME/bin/jcmd" "$1" GC.heap_info | awk '/used/ { for (i = 1; i <= NF; i++) if ($i == "used") { v = $(i+1); sub("K", "", v); print int(v / 1024); exit } }'
}

bench_jar() {
  if [ ! -f "$JAR" ] || [ -n "$(find captions/src server/src pom.xml captions/pom.xml server/pom.xml -newer "$JAR" -print -quit)" ]; then
    echo "Building $JAR ..."
    ./mvnw -q -B -DskipTests package
  fi
}

bench_cleanup() {
  [ -n "$BENCH_CLEANUP_EXTRA" ] && eval "$BENCH_CLEANUP_EXTRA"
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}

bench_workdir() {
  WORK="$(mktemp -d "${TMPDIR:-/tmp}/parlance-bench-XXXXXX")"
  trap bench_cleanup EXIT
}

bench_start_server() {
  local heap="$1"
  PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
  BASE="http://127.0.0.1:$PORT"
  ADMIN_PASSWORD="bench-$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  echo "Starting the server ($heap) on port $PORT ..."
  local started
  started=$(date +%s.%N)
  PARLANCE_DATA_DIR="$WORK/data" PARLANCE_ADMIN_PASSWORD="$ADMIN_PASSWORD" SERVER_PORT="$PORT" \
    "$JAVA_HOME/bin/java" "$heap" ${BENCH_JVM_ARGS:-} --enable-native-access=ALL-UNNAMED -jar "$JAR" > "$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 600); do
    if curl -fsS "$BASE/actuator/health" >/dev/null 2>&1; then
      READY_SECONDS=$(awk -v from="$started" -v to="$(date +%s.%N)" 'BEGIN { printf "%.1f", to - from }')
      echo "  ready in $READY_SECONDS s (load $(cut -d' ' -f1-3 /proc/loadavg))"
      return 0
    fi
    kill -0 "$SERVER_PID" 2>/dev/null || { echo "The server did not start:"; tail -30 "$WORK/server.log"; exit 1; }
    sleep 0.2
  done
  echo "The server did not answer within 2 minutes"; exit 1
}

json() { python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"; }

# A job's status, read without starting Python: polled several times a second while the service
# works, and a Python start costs this machine's kind about 0.4 s of CPU, which a poll loop would
# take from the service it measures (measured: a core's third, issue 31).
job_status() {  # TOKEN JOB
  curl -fsS "$BASE/api/job/info?v=1&api_token=$1&job_id=$2" | sed -n 's/.*"JobStatus" *: *"\([^"]*\)".*/\1/p'
}

bench_await_status() {
  local token="$1" job="$2" status="$3"
  for _ in $(seq 1 240); do
    [ "$(job_status "$token" "$job")" = "$status" ] && return 0
    sleep 0.5
  done
  echo "Job $job did not reach $status within 2 minutes"; exit 1
}

bench_token() {
  curl -fsS "$BASE/api/account/login?v=1&username=admin&password=$ADMIN_PASSWORD" | json ApiToken
}

bench_edit_item() {
  local token job cookies
  token=$(bench_token)
  job=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$token&job_name=bench" | json JobId)
  espeak-ng -w "$WORK/speech.wav" "ask not what your country can do for you ask what you can do for your country"
  curl -fsS --data-binary @"$WORK/speech.wav" "$BASE/api/job/add_media?v=1&api_token=$token&job_id=$job" > /dev/null
  curl -fsS "$BASE/api/job/perform_transcription?v=1&api_token=$token&job_id=$job&transcription_fidelity=PREMIUM" > /dev/null
  bench_await_status "$token" "$job" Reviewing
  # The transcriber is added as the operator's browser would: sign-in form, CSRF cookie and header.
  cookies="$WORK/cookies.txt"
  curl -fsS -c "$cookies" -b "$cookies" "$BASE/signin" -o /dev/null
  curl -fsS -c "$cookies" -b "$cookies" -o /dev/null -H "X-XSRF-TOKEN: $(awk '$6 == "XSRF-TOKEN" { print $7 }' "$cookies")" \
    --data "username=admin&password=$ADMIN_PASSWORD" "$BASE/signin"
  curl -fsS -c "$cookies" -b "$cookies" -o /dev/null -H "X-XSRF-TOKEN: $(awk '$6 == "XSRF-TOKEN" { print $7 }' "$cookies")" \
    --data "username=bench-transcriber&password=bench-secret-1&roles=TRANSCRIBER" "$BASE/admin/people"
  local worker
  worker=$(curl -fsS "$BASE/api/account/login?v=1&username=bench-transcriber&password=bench-secret-1" | json ApiToken)
  ITEM=$(curl -fsS -H "Authorization: Bearer $worker" "$BASE/work/api/items" \
    | python3 -c "import json,sys; print(json.load(sys.stdin)['items'][0]['id'])")
}

# The long file of the speed benches: whole passes of the evaluation set's utterances ($2/speech),
# at least $3 minutes, as 64 kbit/s mp3 in $1/long.mp3; its reference one utterance a line in
# $1/long-ref.txt and as one wer.py row in $1/long-ref.tsv.
bench_long_file() {
  local out="$1" eval="$2" minutes="$3" seconds=0 ref=""
  : > "$out/long-list.txt"; : > "$out/long-ref.txt"
  while [ "$seconds" -lt $((minutes * 60)) ]; do
    while IFS=$'\t' read -r id text; do
      [ -n "$id" ] || continue
      echo "file '$eval/speech/$id.wav'" >> "$out/long-list.txt"; echo "$text" >> "$out/long-ref.txt"; ref="$ref $text"
    done < "$eval/speech/refs.tsv"
    seconds=$((seconds + 77))
  done
  printf 'long\t%s\n' "$ref" > "$out/long-ref.tsv"
  ffmpeg -nostdin -v error -y -f concat -safe 0 -i "$out/long-list.txt" -c:a libmp3lame -b:a 64k "$out/long.mp3"
}
