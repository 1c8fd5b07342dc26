#!/usr/bin/env bash
# Machine translation speed per installed Apertium pair with English: a fixed English text (about
# 2,000 words of plain sentences) through each mode from English, and each mode into English fed the
# English text's translation. Prints words per second of source text, one line per pair.
# Usage: bench/translation-pairs.sh   (needs apertium and the pairs: ./test.sh installs them)
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sentences=("Ask not what your country can do for you, ask what you can do for your country."
  "We choose to go to the moon in this decade and do the other things, not because they are easy."
  "The house on the corner of the street is red, and the garden behind it is full of flowers."
  "Thank you all for coming today; the meeting will start again after a short break."
  "Our results show that the new method is faster than the old one in every test we ran.")
for i in $(seq 1 20); do printf '%s\n' "${sentences[@]}"; done > "$work/en.txt"
words=$(wc -w < "$work/en.txt")
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $words English words per run"
printf '%-10s %8s %10s\n' pair seconds words/s
for mode in $(apertium -l | tr -d ' ' | grep -E '^[a-z]{2,3}-[a-z]{2,3}$' | sort); do
  case "$mode" in
    en-*|eng-*) input="$work/en.txt" ;;
    *-en|*-eng) src="${mode%%-*}"
      # the source text: the English text translated into the mode's source language, when that
      # direction exists; else a few plain sentences of the language, repeated to about the same length
      back=$(apertium -l | tr -d ' ' | grep -E "^(en|eng)-$src\$" | head -1 || true)
      if [ -n "$back" ]; then
        apertium "$back" < "$work/en.txt" > "$work/$src.txt"
      else
        case "$src" in
          eu) line="Kaixo guztioi. Gaur eguraldi ona dago eta etxera goaz. Liburu hau oso interesgarria da." ;;
          isl) line="Góðan daginn. Veðrið er gott í dag og við förum heim. Þessi bók er mjög áhugaverð." ;;
          mkd) line="Добар ден на сите. Времето е убаво денес и одиме дома. Оваа книга е многу интересна." ;;
          *) continue ;;
        esac
        for i in $(seq 1 110); do echo "$line"; done > "$work/$src.txt"
      fi
      input="$work/$src.txt" ;;
    *) continue ;;
  esac
  n=$(wc -w < "$input")
  start=$(date +%s.%N)
  apertium "$mode" < "$input" > /dev/null
  end=$(date +%s.%N)
  awk -v m="$mode" -v s="$start" -v e="$end" -v n="$n" 'BEGIN { d = e - s; printf "%-10s %8.2f %10.0f\n", m, d, n / d }'
done
