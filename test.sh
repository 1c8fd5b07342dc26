#!/usr/bin/env bash
# Runs every test: the caption library, and the server over real HTTP on H2 and on PostgreSQL.
# Installs what is missing (Chromium drives the web app's browser tests) and starts a local
# PostgreSQL for the tests when run as root.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/system-packages.sh
parlance_require_packages "${PARLANCE_RUNTIME_PACKAGES[@]}" "${PARLANCE_TEST_PACKAGES[@]}"
parlance_java_home
bash scripts/test-postgres.sh
./mvnw -B verify "$@"
