#!/usr/bin/env bash
# `npm run test:cluster`: the cluster suite on each topology in turn, the dev server first (it starts
# faster, so a broken service shows sooner). CLUSTER_TOPOLOGY=dev or =cluster runs one of them.
set -euo pipefail
cd "$(dirname "$0")/../.."
for topology in ${CLUSTER_TOPOLOGY:-dev cluster}; do
  echo "== cluster suite on topology: $topology"
  CLUSTER_TOPOLOGY=$topology npx --no-install vitest run --config test/cluster/vitest.config.ts
done
