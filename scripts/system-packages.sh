#!/usr/bin/env bash
# Installs the Debian packages Parlance needs when any is missing (as root), or prints the one
# line to run (without root). Sourced by start.sh and test.sh.
set -euo pipefail

parlance_require_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing system packages: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Parlance needs these system packages. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
}

# The JDK: JAVA_HOME if set, else the newest JDK 21+ under /usr/lib/jvm, else java on the PATH.
parlance_java_home() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then return 0; fi
  local candidate
  for candidate in $(ls -d /usr/lib/jvm/*/ 2>/dev/null | sort -rV); do
    if [ -x "$candidate/bin/javac" ] && "$candidate/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
      export JAVA_HOME="${candidate%/}"
      return 0
    fi
  done
  echo "Parlance needs a JDK 21 or newer (set JAVA_HOME)." >&2
  exit 1
}

# Runtime needs: media tools, speech synthesis, OCR of on-screen text (tesseract with its English data), translation (every Apertium pair with English that
# Debian ships: Spanish, Catalan, Galician, Esperanto, Basque, Serbo-Croatian, Icelandic, Macedonian;
# the service offers whichever directions their modes install).
PARLANCE_APERTIUM_PAIRS=(apertium-eng-spa apertium-eng-cat apertium-en-gl apertium-eo-en apertium-eu-en
  apertium-hbs-eng apertium-isl-eng apertium-mkd-eng)
PARLANCE_RUNTIME_PACKAGES=(ffmpeg espeak-ng tesseract-ocr tesseract-ocr-eng apertium "${PARLANCE_APERTIUM_PAIRS[@]}" wamerican)

# Test needs besides those: PostgreSQL (the suite runs on it too) and Chromium (browser tests,
# driven by Playwright; Playwright never downloads a browser of its own here), poppler-utils
# (pdftotext reads the PDF transcripts back as another reader would) and nodejs (Node's test
# runner tests the editor's model and autosave without a browser: EditorModulesTest).
PARLANCE_TEST_PACKAGES=(postgresql chromium poppler-utils nodejs)
