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
# Start-up from an AOT cache (JDK 25): the jar extracted once per build and one training start
# (scripts/aot-cache.sh), then every start maps the classes it loaded instead of loading them again
# (docs/deploy.md, start-up time). Without a cache it starts from the jar.
APP=server/target/parlance-app
if [ ! -f "$APP/parlance.aot" ] || [ server/target/parlance.jar -nt "$APP/parlance.aot" ]; then
  echo "Preparing a faster start-up (once per build, about half a minute) ..."
  JAVA_HOME="$JAVA_HOME" scripts/aot-cache.sh server/target/parlance.jar "$APP" || echo "(no AOT cache: starting from the jar)"
fi
if [ -f "$APP/parlance.aot" ]; then
  exec "$JAVA_HOME/bin/java" -XX:AOTCache="$APP/parlance.aot" --enable-native-access=ALL-UNNAMED -jar "$APP/parlance.jar" "$@"
fi
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -jar server/target/parlance.jar "$@"
