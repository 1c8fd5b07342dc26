#!/usr/bin/env bash
# Speed at the recognizer's limit (issue 31): raw recognition and the service, interleaved on the
# same inputs in one run, so their ratio holds whatever this machine's speed and load.
#
# usage: bench/limit.sh [EVAL_DIR] [ROUNDS] [LONG_MINUTES]
#   EVAL_DIR holds speech/refs.tsv, speech/*.wav, speech/jfk.wav and wer.py (default ../shared/eval);
#   ROUNDS (default 2) repeats raw, service, raw, service...; LONG_MINUTES (30) is the long file's
#   length, made of whole passes of the same speech. Set MAVEN_ARGS=-o to build offline.
# Each round: the raw recognizer (RecognitionBench, this tree's recognizer settings) on the utterances
# with two threads and on the long mp3 with one; then the service (the packaged jar, started once on a
# fresh data folder) on the same long mp3 (perform_transcription to Complete) and on batches of 16
# short jobs and the 11 s clip (bench/ServiceBench.java). Prints every ratio per round with the load
# average, then their spread, and the word error rate of both sides on the utterances and the long file,
# and on the long file pass by pass (the same speech each time: how much the recognizer varies by itself).
#   long file:   service x real time / two-core limit (2 x the raw recognizer's audio-s per CPU-s)
#   short jobs:  service audio-s per wall-s (16 together, median of the batches) / raw two-thread
#   11 s clip:   service perform_transcription -> Complete, median, next to raw two-thread per clip
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
ROUNDS=${2:-2}
LONG_MINUTES=${3:-30}
source bench/lib.sh
OUT=server/target/bench-limit
rm -rf "$OUT"; mkdir -p "$OUT/raw"

echo "== build"
bench_jar
bench_test_classpath "$OUT"
raw() { "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Xmx512m -cp "$CP" dev.parlance.speech.RecognitionBench "$@" 2> >(grep -v '^LOG' >&2); }

bench_long_file "$OUT" "$EVAL" "$LONG_MINUTES"
LONG_AUDIO=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/long.mp3")

bench_workdir
bench_start_server -Xmx1g
TOKEN=$(bench_token)
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); long file $(printf '%.0f' "$LONG_AUDIO") s"

service_long() {  # -> seconds from perform_transcription to Complete; the ElementList kept
  local job start status
  job=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=long" | json JobId)
  curl -fsS --data-binary @"$OUT/long.mp3" -H 'Content-Type: application/octet-stream' \
    "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$job" > /dev/null
  start=$(date +%s.%N)
  curl -fsS "$BASE/api/job/perform_transcription?v=1&api_token=$TOKEN&job_id=$job&transcription_fidelity=MECHANICAL" > /dev/null
  while true; do
    status=$(job_status "$TOKEN" "$job")
    case "$status" in Complete) break ;; "Media Failure") echo "the long job failed" >&2; exit 1 ;; esac
    sleep 0.2
  done
  python3 -c "import time; print(round(time.time() - $start, 2))"
  curl -fsS "$BASE/api/job/get_elementlist?v=1&api_token=$TOKEN&job_id=$job" > "$OUT/service-long.json"
}

for round in $(seq 1 "$ROUNDS"); do
  echo "== round $round: raw, load $(cut -d' ' -f1-3 /proc/loadavg)"
  raw utterances "$EVAL/speech" "$OUT/raw" 2 3 | tee "$OUT/raw-short-$round.txt" | grep "threads=2 .*audio-s per wall-s"
  raw long "$OUT/long.mp3" "$OUT/raw" "$OUT/long-ref.txt" | tee "$OUT/raw-long-$round.txt" | grep -E "CPU|WER"
  echo "== round $round: service, load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "long file: $(service_long | tee "$OUT/service-long-$round.txt") s from perform_transcription to Complete"
  # Each utterance alone, for the service's word error rate: once, in the last round.
  hyp=(); [ "$round" = "$ROUNDS" ] && hyp=("$OUT/service-hyp.tsv")
  "$JAVA_HOME/bin/java" bench/ServiceBench.java "$BASE" "$ADMIN_PASSWORD" "$EVAL/speech" 5 3 "$SERVER_PID" 1 "${hyp[@]}" \
    | tee "$OUT/service-short-$round.txt" | grep -E "^single|^batch of"
  echo "load after round $round: $(cut -d' ' -f1-3 /proc/loadavg)" | tee "$OUT/load-$round.txt"
done

python3 - "$OUT/service-long.json" > "$OUT/service-long-hyp.tsv" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
print("long\t" + " ".join(t["display_as"] for s in doc["segments"] for q in s["sequences"] for t in q["tokens"] if t["type"] == "word"))
PY
python3 - "$OUT/raw/long-elementlist.json" > "$OUT/raw-long-hyp.tsv" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
print("long\t" + " ".join(t["display_as"] for s in doc["segments"] for q in s["sequences"] for t in q["tokens"] if t["type"] == "word"))
PY

echo "== ratios (each round's service against the raw recognizer measured just before it)"
python3 - "$OUT" "$ROUNDS" "$LONG_AUDIO" <<'PY'
import re, statistics, sys
out, rounds, long_audio = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
def grab(path, pattern):
    m = re.search(pattern, open(path).read())
    if not m:
        raise SystemExit(f"{path}: no match for {pattern}")
    return float(m.group(1))
ratios = {"long file, of the two-core limit": [], "16 short jobs, of raw two-thread": [], "11 s clip, service - raw (s)": []}
for r in range(1, rounds + 1):
    raw_two = grab(f"{out}/raw-short-{r}.txt", r"threads=2 .*= ([0-9.]+) audio-s per wall-s")
    raw_cpu = grab(f"{out}/raw-long-{r}.txt", r"JVM CPU [0-9.]+ s = ([0-9.]+) audio-s per CPU-s")
    service_long = long_audio / float(open(f"{out}/service-long-{r}.txt").read().split()[0])
    service_batch = grab(f"{out}/service-short-{r}.txt", r"batch of 16, audio-s per wall-s .*median ([0-9.]+)")
    single = grab(f"{out}/service-short-{r}.txt", r"single [0-9.]+ s clip.*median ([0-9.]+)")
    raw_single = 11.0 / raw_two  # the clip's audio at the raw two-thread rate
    load = open(f"{out}/load-{r}.txt").read().split(": ")[1].strip()
    ratios["long file, of the two-core limit"].append(service_long / (2 * raw_cpu))
    ratios["16 short jobs, of raw two-thread"].append(service_batch / raw_two)
    ratios["11 s clip, service - raw (s)"].append(single - raw_single)
    print(f"round {r} (load after: {load}): long {service_long:.1f}x real time against a limit of {2 * raw_cpu:.1f}x "
          f"({100 * service_long / (2 * raw_cpu):.0f}%); short jobs {service_batch:.1f} against {raw_two:.1f} audio-s per "
          f"wall-s ({100 * service_batch / raw_two:.0f}%); 11 s clip {single:.2f} s against {raw_single:.2f} s at the raw two-thread rate")
for name, values in ratios.items():
    shown = [f"{100 * v:.0f}%" if "of" in name else f"{v:+.2f}" for v in values]
    print(f"{name}: {', '.join(shown)} (median {statistics.median(values) * (100 if 'of' in name else 1):.2f})")
PY
echo "== word error rate, both sides"
echo -n "utterances, raw recognizer (last round):  "; python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/raw/hyp-built.tsv" | tail -1
echo -n "utterances, service (each alone):         "; python3 "$EVAL/wer.py" "$EVAL/speech/refs.tsv" "$OUT/service-hyp.tsv" | tail -1
echo -n "long file, raw recognizer:                "; python3 "$EVAL/wer.py" "$OUT/long-ref.tsv" "$OUT/raw-long-hyp.tsv" | tail -1
echo -n "long file, service:                       "; python3 "$EVAL/wer.py" "$OUT/long-ref.tsv" "$OUT/service-long-hyp.tsv" | tail -1
# The long file is the same speech many times over: each pass's error rate shows how much the raw
# recognizer itself varies on identical speech, against which the two sides' difference is read.
echo "== long file, pass by pass (the same speech each time)"
python3 - "$OUT" <<'PY'
import json, re, statistics, sys, wave
out = sys.argv[1]
files = [line.split("'")[1] for line in open(f"{out}/long-list.txt")]
refs = [line.strip() for line in open(f"{out}/long-ref.txt")]
per_pass = files.index(files[0], 1) if files.count(files[0]) > 1 else len(files)  # utterances in one pass
bounds = [0.0]
for f in files:
    with wave.open(f) as w:
        bounds.append(bounds[-1] + 1000 * w.getnframes() / w.getframerate())
passes = [(bounds[i], bounds[min(i + per_pass, len(files))], " ".join(refs[i:i + per_pass]))
          for i in range(0, len(files), per_pass)]
def norm(s): return re.sub(r"[^a-z' ]", " ", s.lower()).split()
def distance(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y))
        prev = cur
    return prev[-1]
def rates(path):
    doc = json.load(open(path))
    words = [(t["start_time"], t["value"]) for s in doc["segments"] for q in s["sequences"] for t in q["tokens"] if t["type"] == "word"]
    result = []
    for start, end, ref in passes:
        expected = norm(ref)
        result.append(100 * distance(expected, norm(" ".join(w for at, w in words if start <= at < end))) / len(expected))
    return result
raw, service = rates(f"{out}/raw/long-elementlist.json"), rates(f"{out}/service-long.json")
for name, values in (("raw recognizer", raw), ("service", service)):
    print(f"{name:15s} per-pass WER over {len(values)} passes: min {min(values):.1f}% median {statistics.median(values):.1f}% max {max(values):.1f}%")
worse = sum(s > r for r, s in zip(raw, service)); better = sum(s < r for r, s in zip(raw, service))
print(f"service against raw, pass by pass: worse in {worse}, better in {better}, equal in {len(raw) - worse - better}")
PY
# Where the two sides' long-file words differ (one to three words at a place), and how far each place
# is from a seam of the service's sections (the plan of SectionPlan for one lane per core): a seam that
# cost words would show its differences next to it.
echo "== long file, where the service's words differ from the raw recognizer's"
python3 - "$OUT" "$LONG_AUDIO" "$(nproc)" <<'PY'
import difflib, json, math, sys
out, audio_ms, lanes = sys.argv[1], 1000 * float(sys.argv[2]), int(sys.argv[3])
def words(path):
    doc = json.load(open(path))
    return [(t["start_time"], t["value"].lower()) for s in doc["segments"] for q in s["sequences"] for t in q["tokens"] if t["type"] == "word"]
raw, service = words(f"{out}/raw/long-elementlist.json"), words(f"{out}/service-long.json")
target = min(max(math.ceil(audio_ms / lanes), 60_000), 600_000)
count = max(1, math.ceil(audio_ms / target))
if count > lanes > 1:
    count = math.ceil(count / lanes) * lanes
seams = [audio_ms * k / count / 1000 for k in range(1, count)]
places = []
for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=[w for _, w in raw], b=[w for _, w in service], autojunk=False).get_opcodes():
    if op != "equal" and max(i2 - i1, j2 - j1) <= 3:
        at = raw[min(i1, len(raw) - 1)][0] / 1000
        places.append(min((abs(at - s) for s in seams), default=float("inf")))
print(f"{len(places)} places differ; {count} sections, seams at {', '.join(f'{s:.0f}' for s in seams)} s; "
      f"within 10 s of a seam: {sum(d <= 10 for d in places)}; distance to the nearest seam (s): "
      f"{', '.join(f'{d:.0f}' for d in sorted(places))}")
PY
