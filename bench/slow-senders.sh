#!/usr/bin/env bash
# One customer's slow senders against another customer's job: the probe of issue 24, rerun.
#
# usage: [BENCH_JAR=other.jar] bench/slow-senders.sh [CAP_SECONDS]
#   BENCH_JAR runs another build (say an older commit's jar, for figures before a change).
# Starts the packaged jar on a temporary data folder (private URLs allowed: the senders are on
# loopback) and a sender on loopback that trickles one byte every 5 seconds of a 100 MB body (never
# quiet long enough for a stall timeout). Then prints:
#   1. how long another account's 3-second MECHANICAL job takes from perform_transcription to
#      Complete while one account's four media_urls point at the sender (at most CAP_SECONDS, 300);
#   2. how long the trickling downloads keep their connections after their jobs are deleted;
#   3. how long the process takes to exit on SIGTERM with two such downloads under way (at most 90 s,
#      then it is killed).
# Every connection goes to 127.0.0.1 only; the sender stops by itself after 20 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
CAP=${1:-300}
source bench/lib.sh
if [ -n "${BENCH_JAR:-}" ]; then JAR=$BENCH_JAR; else bench_jar; fi
bench_workdir

# The sender: counts open connections in $WORK/open (one line per connection: + or -).
SENDER_PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
cat > "$WORK/sender.py" <<'PY'
import http.server, sys, threading, time
port, log = int(sys.argv[1]), sys.argv[2]
lock = threading.Lock()
def note(sign):
    with lock, open(log, "a") as f:
        f.write(sign + "\n")
class Trickle(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        note("+")
        try:
            self.send_response(200)
            self.send_header("Content-Type", "video/mp4")
            self.send_header("Content-Length", str(100_000_000))
            self.end_headers()
            started = time.time()
            while time.time() - started < 1200:
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(5)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            note("-")
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Trickle)
threading.Timer(1260, server.shutdown).start()
server.serve_forever()
PY
touch "$WORK/open"
python3 "$WORK/sender.py" "$SENDER_PORT" "$WORK/open" &
SENDER_PID=$!
BENCH_CLEANUP_EXTRA="kill $SENDER_PID 2>/dev/null || true"
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
seconds_since() { python3 -c "print(f'{($(now_ms) - $1) / 1000:.1f}')"; }
open_connections() { awk '$1 == "+" { n++ } $1 == "-" { n-- } END { print n + 0 }' "$WORK/open"; }

export PARLANCE_ALLOW_PRIVATE_URLS=true
bench_start_server -Xmx1g
ADMIN=$(bench_token)
for name in hog victim; do
  curl -fsS "$BASE/api/account/create?v=1&api_token=$ADMIN&new_username=$name&new_password=bench-pw-1" > /dev/null
done
HOG=$(curl -fsS "$BASE/api/account/login?v=1&username=hog&password=bench-pw-1" | json ApiToken)
VICTIM=$(curl -fsS "$BASE/api/account/login?v=1&username=victim&password=bench-pw-1" | json ApiToken)

slow_job() {
  local job
  job=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$HOG&job_name=slow-$1" | json JobId)
  curl -fsS "$BASE/api/job/add_media?v=1&api_token=$HOG&job_id=$job&media_url=http://127.0.0.1:$SENDER_PORT/slow-$1.mp4" > /dev/null
  echo "$job"
}
HOG_JOBS=()
for i in 1 2 3 4; do HOG_JOBS+=("$(slow_job "$i")"); done
sleep 5
echo "slow downloads connected: $(open_connections)"

espeak-ng -w "$WORK/victim.wav" "ask not what your country can do for you"
job=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$VICTIM&job_name=victim" | json JobId)
curl -fsS --data-binary @"$WORK/victim.wav" "$BASE/api/job/add_media?v=1&api_token=$VICTIM&job_id=$job" > /dev/null
start=$(now_ms)
curl -fsS "$BASE/api/job/perform_transcription?v=1&api_token=$VICTIM&job_id=$job&transcription_fidelity=MECHANICAL" > /dev/null
status=""
while [ "$status" != Complete ] && [ $(( $(now_ms) - start )) -lt $(( CAP * 1000 )) ]; do
  sleep 0.2
  status=$(job_status "$VICTIM" "$job")
done
waited=$(seconds_since "$start")
if [ "$status" = Complete ]; then
  echo "1. the other account's job: Complete $waited s after perform_transcription"
else
  echo "1. the other account's job: still $status after $waited s (the cap)"
fi
echo "   slow downloads connected meanwhile: $(open_connections)"

start=$(now_ms)
for j in "${HOG_JOBS[@]}"; do curl -fsS "$BASE/api/job/delete?v=1&api_token=$HOG&job_id=$j" > /dev/null; done
while [ "$(open_connections)" -gt 0 ] && [ $(( $(now_ms) - start )) -lt 60000 ]; do sleep 0.1; done
echo "2. deleted jobs' downloads: $(open_connections) connections left $(seconds_since "$start") s after job/delete"

for i in 5 6; do slow_job "$i" > /dev/null; done
for _ in $(seq 1 100); do [ "$(open_connections)" -ge 1 ] && break; sleep 0.2; done
start=$(now_ms)
kill -TERM "$SERVER_PID"
for _ in $(seq 1 900); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$SERVER_PID" 2>/dev/null; then
  kill -KILL "$SERVER_PID"
  echo "3. SIGTERM with $(open_connections) slow downloads under way: still running after 90 s (killed)"
else
  echo "3. SIGTERM with slow downloads under way: exited in $(seconds_since "$start") s"
fi
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""
