#!/usr/bin/env bash
# Fails when src/server/db/schema differs from the committed SQL migrations.
# Generates into a scratch copy of drizzle/, so the working tree is never touched.
set -uo pipefail
cd "$(dirname "$0")/.."
tmp=.data/drift-check; rm -rf "$tmp"; mkdir -p "$tmp"
cp -r drizzle/. "$tmp/"
out=$(npx drizzle-kit generate --dialect postgresql --schema ./src/server/db/schema/index.ts --out "$tmp" --name drift_check 2>&1)
rm -rf "$tmp"
if echo "$out" | grep -q "No schema changes"; then echo "schema drift: none"; exit 0; fi
echo "$out" | tail -20
echo "schema drift: src/server/db/schema differs from drizzle/ — run npm run db:generate and commit the migration"
exit 1
