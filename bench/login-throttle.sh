#!/usr/bin/env bash
# How the login throttle answers a password-guessing run, against a real server with its defaults.
#
# usage: bench/login-throttle.sh [ATTEMPTS]   (default 1000)
# Starts the server from the compiled classes on a temporary H2 data folder and a free port, then
# (python3, one connection per request, sequential, as fast as the answers come):
#   1. ATTEMPTS wrong passwords in a row for one username (admin) from 127.0.0.1;
#   2. the right password from another address (127.0.0.2) and then from the guessing address,
#      once a second until accepted: how long the real user is locked out;
#   3. ATTEMPTS wrong passwords from one address (127.0.0.3), each for a different username;
# printing how each run was answered (password checked / refused at once), its wall time, and the
# waits announced.
set -euo pipefail
cd "$(dirname "$0")/.."
ATTEMPTS=${1:-1000}
source bench/lib.sh
OUT=server/target/bench-login-throttle
mkdir -p "$OUT"
./mvnw -q -B -pl server -am compile dependency:build-classpath \
  -Dmdep.outputFile="$PWD/$OUT/classpath.txt" -Dmdep.includeScope=runtime
bench_workdir
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "server/target/classes:$(cat "$OUT/classpath.txt")" \
  dev.parlance.ParlanceApplication --server.port="$PORT" --parlance.data-dir="$WORK/data" \
  --parlance.admin-password=bench-right-pw > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 240); do
  curl -fsS "http://127.0.0.1:$PORT/api/account/login?v=1&username=nobody-warmup&password=x" 2>/dev/null | grep -q ErrorType && break
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "The server did not start:"; tail -30 "$WORK/server.log"; exit 1; }
  sleep 0.5
done
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); throttle defaults (docs/configuration.md)"

python3 - "$PORT" "$ATTEMPTS" <<'PY'
import http.client, json, re, sys, time, urllib.parse
port, attempts = int(sys.argv[1]), int(sys.argv[2])

def login(source, username, password):
    c = http.client.HTTPConnection("127.0.0.1", port, source_address=(source, 0))
    q = urllib.parse.urlencode({"v": "1", "username": username, "password": password})
    c.request("GET", "/api/account/login?" + q)
    r = c.getresponse(); body = json.loads(r.read()); c.close()
    return body

def run(title, source, usernames):
    kinds, waits, check_ms, refuse_ms = {}, {}, [], []
    t0 = time.monotonic()
    for u in usernames:
        s = time.monotonic()
        b = login(source, u, "wrong-password")
        ms = (time.monotonic() - s) * 1000
        c = b.get("ErrorComment", "")
        m = re.search(r"try again in (\d+) second", c)
        if m:
            kinds["refused at once (throttled)"] = kinds.get("refused at once (throttled)", 0) + 1
            waits[int(m.group(1))] = waits.get(int(m.group(1)), 0) + 1
            refuse_ms.append(ms)
        else:
            kinds["password checked, " + b.get("ErrorType", "?")] = kinds.get("password checked, " + b.get("ErrorType", "?"), 0) + 1
            check_ms.append(ms)
    total = time.monotonic() - t0
    med = lambda v: sorted(v)[len(v) // 2] if v else 0
    print(f"== {title}: {len(usernames)} wrong passwords in {total:.1f} s")
    for k, v in kinds.items():
        print(f"   {v:5d}  {k}")
    print(f"   median answer: checked {med(check_ms):.1f} ms, refused {med(refuse_ms):.1f} ms")
    print("   waits announced (seconds: times): " + ", ".join(f"{k}: {v}" for k, v in sorted(waits.items())))
    return time.monotonic()

def until_accepted(title, source, username, since):
    first = answer = login(source, username, "bench-right-pw")
    while "ApiToken" not in answer:
        time.sleep(1)
        answer = login(source, username, "bench-right-pw")
    said = "accepted" if "ApiToken" in first else repr(first.get("ErrorComment"))
    print(f"   right password from {source} ({title}): first answer {said}; "
          f"accepted {time.monotonic() - since:.1f} s after the last guess")

end = run("one username (admin) from 127.0.0.1", "127.0.0.1", ["admin"] * attempts)
until_accepted("another address", "127.0.0.2", "admin", end)
until_accepted("the guessing address", "127.0.0.1", "admin", end)
end = run("one address (127.0.0.3), a different username each time", "127.0.0.3",
          [f"sprayed-{i}" for i in range(attempts)])
until_accepted("the spraying address", "127.0.0.3", "admin", end)
until_accepted("another address", "127.0.0.4", "admin", end)
PY
