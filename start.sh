#!/usr/bin/env bash
# Starts Parlance on embedded defaults (H2 database and media under ./data, port 8080).
# Configuration: environment variables, see docs/configuration.md.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/system-packages.sh
parlance_require_packages "${PARLANCE_RUNTIME_PACKAGES[@]}"
parlance_java_home
# Everything the service writes (database, media, mail) is the service user's alone from the first byte.
umask 077
if [ ! -f server/target/parlance.jar ] || [ -n "$(find captions/src server/src pom.xml captions/pom.xml server/pom.xml -newer server/target/parlance.jar -print -quit)" ]; then
  ./mvnw -q -B -DskipTests package
fi
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -jar server/target/parlance.jar "$@"
