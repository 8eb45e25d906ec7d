#!/usr/bin/env bash
# `npm run test:variants [-- --seeds N] [vitest options]`: vitest refuses options it does not know, so
# `--seeds N` draws N random seeds here, once for every test file of the run, prints them, and hands
# them to test/variants/suite.ts as VARIANT_SEEDS (a failing one replays the same way).
set -euo pipefail
args=()
count=0
while [ $# -gt 0 ]; do
  case "$1" in
    --seeds) count="$2"; shift 2 ;;
    --seeds=*) count="${1#--seeds=}"; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ "$count" -gt 0 ]; then
  VARIANT_SEEDS="$(node -e 'console.log(Array.from({ length: Number(process.argv[1]) }, () => Math.floor(Math.random() * 1e8)).join(","))' "$count")"
  export VARIANT_SEEDS
  echo "variant seeds (random): $VARIANT_SEEDS"
  echo "replay them: VARIANT_SEEDS=$VARIANT_SEEDS npx vitest run test/variants"
fi
exec npx vitest run test/variants "${args[@]}"
