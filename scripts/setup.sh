#!/usr/bin/env bash
# Sets up everything the service and the tests need, from the project's own files only.
# Idempotent and quick on a second run. Usage: scripts/setup.sh [--test] [--cluster]
#   --test      what the tests need (no application database: each test run makes its own)
#   --cluster   also the Temporal server, its SQL schema tool and the Web UI server (`npm run cluster`)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
TEMPORAL_CLI_VERSION=v1.5.1   # newest release whose go.mod has no replace directive (go install works)
# The cluster's pins: the server the CLI above embeds, and the Web UI server it embeds, so the dev server
# and the cluster run the same code. docker-compose.temporal.yml uses the same tags (test/docker-compose.test.ts).
TEMPORAL_SERVER_VERSION=v1.29.1
TEMPORAL_UI_VERSION=v2.42.1
test_mode=false
cluster=false
for arg in "$@"; do
  case "$arg" in
    --test) test_mode=true ;;
    --cluster) cluster=true ;;
    *) echo "setup.sh: unknown option $arg (expected --test or --cluster)" >&2; exit 2 ;;
  esac
done
export PATH="$root/.tools/bin:$PATH"
step() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# 1. npm packages, reinstalled only when the lockfile changed.
stamp=node_modules/.package-lock.sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  step "installing npm packages"
  npm install --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi

# 2. Debian packages: Chromium's headless shell (puppeteer's own browser download cannot work here;
#    why the shell: ats-adapters/browser-pool.ts) and openssl (the test simulators make a throwaway TLS
#    certificate with it).
missing=""
command -v "${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" >/dev/null 2>&1 || missing="$missing chromium-headless-shell"
command -v openssl >/dev/null 2>&1 || missing="$missing openssl"
if [ -n "$missing" ]; then
  step "installing Debian packages:$missing"
  sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  # shellcheck disable=SC2086
  $sudo_cmd apt-get install -y -qq $missing >/dev/null 2>&1 || { $sudo_cmd apt-get update -qq && $sudo_cmd apt-get install -y -qq $missing >/dev/null; }
fi

# 3. Temporal CLI (dev server + Web UI), built with go install into .tools/bin; Go caches are reused.
#    A go-installed CLI reports version 0.0.0-DEV, so the pinned version is recorded beside it.
if [ -z "${TEMPORAL_ADDRESS:-}" ] || $test_mode; then
  if [ "$(cat .tools/temporal.version 2>/dev/null)" != "$TEMPORAL_CLI_VERSION" ]; then
    on_path=$(command -v temporal || true)
    if [ -n "$on_path" ] && "$on_path" --version 2>/dev/null | grep -q "temporal version ${TEMPORAL_CLI_VERSION#v} "; then
      mkdir -p .tools/bin && ln -sf "$on_path" .tools/bin/temporal
    else
      step "building the Temporal CLI $TEMPORAL_CLI_VERSION with go install (first time only, takes minutes)"
      GOBIN="$root/.tools/bin" go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_CLI_VERSION"
    fi
    echo "$TEMPORAL_CLI_VERSION" > .tools/temporal.version
  fi
fi

# 3b. For `npm run cluster`: the Temporal server (one binary, started once per service), its SQL schema
#     tool and the Web UI server, built with go install into .tools/bin under names of their own (all three
#     packages are called `server` or `sql`). The SQL schema files come from the server module's source,
#     copied out of Go's read-only module cache so the version here always matches the binary.
build_go_tool() { # <stamp name> <version> <binary name in .tools/bin>=<package> ...
  local stamp=".tools/$1.version" version=$2; shift 2
  [ "$(cat "$stamp" 2>/dev/null)" = "$version" ] && return 0
  local pair packages=()
  for pair in "$@"; do packages+=("${pair#*=}@$version"); done
  step "building ${packages[*]} with go install (first time only, takes minutes)"
  local gobin; gobin=$(mktemp -d "$root/.tools/build.XXXXXX")
  GOBIN="$gobin" go install "${packages[@]}"
  mkdir -p .tools/bin
  for pair in "$@"; do
    local pkg=${pair#*=}
    mv -f "$gobin/${pkg##*/}" ".tools/bin/${pair%%=*}"
  done
  rm -rf "$gobin"
  echo "$version" > "$stamp"
}
if $cluster; then
  mkdir -p .tools
  build_go_tool temporal-server "$TEMPORAL_SERVER_VERSION" \
    temporal-server=go.temporal.io/server/cmd/server temporal-sql-tool=go.temporal.io/server/cmd/tools/sql
  build_go_tool temporal-ui-server "$TEMPORAL_UI_VERSION" temporal-ui-server=github.com/temporalio/ui-server/v2/cmd/server
  if [ "$(cat .tools/temporal-schema/.version 2>/dev/null)" != "$TEMPORAL_SERVER_VERSION" ]; then
    module_dir=$(go mod download -json "go.temporal.io/server@$TEMPORAL_SERVER_VERSION" | sed -n 's/^\s*"Dir": "\(.*\)",$/\1/p')
    rm -rf .tools/temporal-schema && mkdir -p .tools/temporal-schema
    cp -r "$module_dir/schema/postgresql" .tools/temporal-schema/ && chmod -R u+w .tools/temporal-schema
    echo "$TEMPORAL_SERVER_VERSION" > .tools/temporal-schema/.version
  fi
fi

# 4. A local encryption key for secrets at rest, unless one is configured.
data_dir="${DATA_DIR:-.data}" # where lib/config.ts looks for the key
mkdir -p "$data_dir"
if [ -z "${ENCRYPTION_KEY:-}" ] && [ ! -s "$data_dir/encryption.key" ]; then
  step "writing a new encryption key to $data_dir/encryption.key"
  (umask 077; node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64"))' > "$data_dir/encryption.key")
fi

# 5. Prisma client, regenerated when the schema changed. The CLI wants a schema-engine binary it cannot
#    download here; generating needs none, so point it at a stand-in that refuses to run.
schema_stamp=generated/.schema.sha256
want=$(sha256sum prisma/schema.prisma | cut -d' ' -f1)
if [ ! -f "$schema_stamp" ] || [ "$(cat "$schema_stamp")" != "$want" ]; then
  step "generating the Prisma client"
  PRISMA_SCHEMA_ENGINE_BINARY="${PRISMA_SCHEMA_ENGINE_BINARY:-/bin/false}" npx --no-install prisma generate >/dev/null
  echo "$want" > "$schema_stamp"
fi

# 5b. The long-lived processes' entry points as plain JavaScript in dist/ (scripts/build.ts), every time:
#     it takes a second, and a stale build is never run.
npx --no-install tsx scripts/build.ts

# 6. The database: created if missing and migrated (tests make their own fresh database per run).
if ! $test_mode; then
  npx --no-install tsx prisma/migrate.ts --create-database
fi
