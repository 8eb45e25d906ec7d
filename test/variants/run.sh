#!/usr/bin/env bash
# `npm run test:variants [-- --seeds N] [vitest options]`: vitest refuses options it does not know, so
# `--seeds N` becomes VARIANT_SEEDS_COUNT=N (N random seeds, printed) before vitest runs test/variants.
set -euo pipefail
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seeds) export VARIANT_SEEDS_COUNT="$2"; shift 2 ;;
    --seeds=*) export VARIANT_SEEDS_COUNT="${1#--seeds=}"; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
exec npx vitest run test/variants "${args[@]}"
