#!/usr/bin/env bash
# Sound events in whole programmes (issue 29): music, then speech, then applause, each a real clip of
# the shared evaluation set (visible half), joined here with ffmpeg and transcribed MECHANICAL by the
# packaged server over its API, as a customer's file would be.
#
# usage: bench/programme.sh [EVAL_DIR]   (default ../shared/eval from the repository root)
#   Set MAVEN_ARGS=-o to build offline.
# Prints, per programme: the order of what the ElementList holds (MUSIC, word, APPLAUSE), and how far
# each sound event's start and end are from where the clip was put. The sound classifier was learned
# on the visible clips, so these figures are optimistic; bench/sound-tree.py gives the left-out ones.
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=$(cd "${1:-../shared/eval}" && pwd)
source bench/lib.sh
bench_jar
bench_workdir
bench_start_server -Xmx1g
TOKEN=$(bench_token)
S="$EVAL/sounds/clips"
# music | speech | applause; each clip cut to at most 8 s.
PROGRAMMES=(
  "mus_sms_piano|$EVAL/speech/jfk.wav|app_circuslinux_applause"
  "mus_aug_acoustic_guitar|$EVAL/speech/ps_librivox_0870.wav|app_gambas_applause"
  "mus_sms_orchestra|$EVAL/speech/ps_librivox_0920.wav|app_libreoffice_applause"
  "mus_p5_beat|$EVAL/speech/pv_leopard_test.wav|app_tuxfootball_crowdcheer"
  "mus_lib_solo_trumpet|$EVAL/speech/ps_librivox_0890.wav|app_scorched3d_cheering"
)
n=0
for programme in "${PROGRAMMES[@]}"; do
  IFS='|' read -r music speech applause <<< "$programme"
  n=$((n + 1))
  out="$WORK/programme-$n.wav"
  ffmpeg -nostdin -v error -y -t 8 -i "$S/$music.wav" -i "$speech" -t 8 -i "$S/$applause.wav" \
    -filter_complex "[0:a]aresample=16000,aformat=channel_layouts=mono[m];[1:a]aresample=16000,aformat=channel_layouts=mono[s];[2:a]aresample=16000,aformat=channel_layouts=mono[a];[m][s][a]concat=n=3:v=0:a=1" \
    -c:a pcm_s16le "$out"
  lengths=$(for f in "$S/$music.wav" "$speech" "$S/$applause.wav"; do ffprobe -v error -show_entries format=duration -of csv=p=0 "$f"; done | paste -sd' ')
  job=$(curl -fsS "$BASE/api/job/new?v=1&api_token=$TOKEN&job_name=programme-$n" | json JobId)
  curl -fsS --data-binary @"$out" "$BASE/api/job/add_media?v=1&api_token=$TOKEN&job_id=$job" > /dev/null
  curl -fsS "$BASE/api/job/perform_transcription?v=1&api_token=$TOKEN&job_id=$job&transcription_fidelity=MECHANICAL" > /dev/null
  bench_await_status "$TOKEN" "$job" Complete
  curl -fsS "$BASE/api/job/get_elementlist?v=1&api_token=$TOKEN&job_id=$job" > "$WORK/list-$n.json"
  python3 - "$WORK/list-$n.json" "$music + $(basename "$speech" .wav) + $applause" $lengths <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
name = sys.argv[2]
music, speech, applause = (min(8.0, float(x)) for x in sys.argv[3:6])
speech = float(sys.argv[4])
truth = {"MUSIC": (0.0, music), "APPLAUSE": (music + speech, music + speech + applause)}
kinds, events = [], []
for seg in doc["segments"]:
    for seq in seg["sequences"]:
        for t in seq["tokens"]:
            kind = t["value"] if t["type"] == "sound" else t["type"]
            if kind == "punctuation":
                continue
            if not kinds or kinds[-1] != kind:
                kinds.append(kind)
            if t["type"] == "sound":
                events.append((t["value"], t["start_time"] / 1000, t["end_time"] / 1000))
errors = []
for tag, start, end in events:
    if tag in truth:
        errors.append("%s %+.1f/%+.1f s" % (tag, start - truth[tag][0], end - truth[tag][1]))
print("%-60s %-28s %s" % (name, " ".join(kinds), "; ".join(errors) or "no sound event"))
# Words heard inside the music or the applause: what keeps a sound from being tagged there.
strays = []
for seg in doc["segments"]:
    for seq in seg["sequences"]:
        for t in seq["tokens"]:
            middle = (t["start_time"] + t["end_time"]) / 2000
            if t["type"] == "word" and any(a <= middle < b for a, b in truth.values()):
                strays.append("%s@%.1f(%.2f)" % (t["value"], middle, seq["confidence_score"]))
if strays:
    print("    words heard in the sounds (sentence confidence): " + " ".join(strays))
PY
done
