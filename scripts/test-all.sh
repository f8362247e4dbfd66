#!/usr/bin/env bash
# `npm test`: every tier, in order — typecheck, lint, unit, integration (PostgreSQL; then again on
# Node 24, the production runtime), e2e (Chromium).
# No tier is ever skipped silently: a missing prerequisite fails the run with a reason.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf test-reports && mkdir -p test-reports  # stale reports must never count
status=0
step() { echo; echo "══ $1"; }

step "typecheck"; npx tsc --noEmit -p tsconfig.json || status=1
step "lint"; npx eslint . || status=1
step "schema drift"; bash scripts/check-drift.sh || status=1

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-reports/unit.json || status=1

step "integration tests"
[ -n "${TEST_DATABASE_URL:-}" ] || echo "(no TEST_DATABASE_URL: using the local PostgreSQL's cartwise_test database)"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-reports/integration.json || status=1

step "integration tests on Node 24, the production runtime (decision 016)"
bash scripts/test-node24.sh --reporter=default --reporter=json --outputFile.json=test-reports/integration-node24.json || status=1

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
