#!/usr/bin/env bash
# Makes an AOT cache (JDK 25, -XX:AOTCache) for a faster start-up of the packaged jar: extracts JAR
# into DIR (DIR/parlance.jar and DIR/lib), then starts it once for training, stopped as soon as its
# context is up, and writes DIR/parlance.aot. The training start sees none of the caller's
# environment: its own empty data folder and the embedded database, so it never touches real data.
# usage: JAVA_HOME=... scripts/aot-cache.sh JAR DIR   (used by start.sh; docs/deploy.md, start-up time)
set -euo pipefail
jar=$1
app=$2
rm -rf "$app"
training=$(mktemp -d)
trap 'rm -rf "$training"' EXIT
"$JAVA_HOME/bin/java" -Djarmode=tools -jar "$jar" extract --destination "$app" > /dev/null
if ! env -i PATH="$PATH" HOME="${HOME:-/tmp}" PARLANCE_DATA_DIR="$training/data" \
    PARLANCE_ADMIN_PASSWORD="training-$RANDOM$RANDOM" SERVER_PORT=0 \
    "$JAVA_HOME/bin/java" -XX:AOTCacheOutput="$app/parlance.aot" -Dspring.context.exit=onRefresh \
    --enable-native-access=ALL-UNNAMED -jar "$app/parlance.jar" > "$training/log" 2>&1 \
    || [ ! -f "$app/parlance.aot" ]; then
  echo "The training start failed; its log ends:" >&2
  tail -20 "$training/log" >&2
  rm -rf "$app"
  exit 1
fi
