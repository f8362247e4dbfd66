#!/usr/bin/env bash
# Proves the module boundaries in eslint.config.mjs bite: writes a few deliberately backward
# imports into temporary files, lints them with the project's own config (the same rules
# `npm run lint` runs), and fails unless each one is refused with no-restricted-imports while
# an allowed import in the same places passes. The temporary files are always removed.
#
#   bash scripts/check-boundaries.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tag="boundary-check-$$"
files=()
cleanup() { rm -f "${files[@]}"; }
trap cleanup EXIT

write() { # path, contents
  mkdir -p "$(dirname "$1")"
  printf '%s\n' "$2" >"$1"
  files+=("$1")
}

# Each case: a file that must be refused, and why.
declare -A refused=(
  ["src/server/__${tag}.ts"]='import { getListsForUser } from "@/modules/lists/queries";
export const x = getListsForUser;'
  ["src/lib/__${tag}.ts"]='import Page from "@/app/(shopper)/lists/page";
export const x = Page;'
  ["src/modules/pricing/engine/__${tag}.ts"]='import { getDb } from "@/server/db";
export const x = getDb;'
  ["src/modules/catalog/engine/__${tag}-drizzle.ts"]='import { sql } from "drizzle-orm";
export const x = sql;'
  ["src/modules/pricing/__${tag}.tsx"]='import { ReceiptDialogSlot } from "@/modules/receipts/components/receipt-dialog-slot";
export const x = ReceiptDialogSlot;'
)
# And imports that stay allowed in the same places (so the check is not just "everything fails").
declare -A allowed=(
  ["src/server/__${tag}-ok.ts"]='import { AppError } from "@/server/errors";
export const x = AppError;'
  ["src/modules/pricing/engine/__${tag}-ok.ts"]='import { parseListItem } from "@/modules/catalog/engine";
export const x = parseListItem;'
  ["src/modules/pricing/__${tag}-ok.ts"]='import { getListsForUser } from "@/modules/lists/queries";
export const x = getListsForUser;'
)

for f in "${!refused[@]}"; do write "$f" "${refused[$f]}"; done
for f in "${!allowed[@]}"; do write "$f" "${allowed[$f]}"; done

# One eslint run over every temporary file (same config as `npm run lint`), then per-file verdicts.
report=$(npx eslint --no-warn-ignored --format json "${files[@]}" 2>/dev/null || true)
status=0
verdict() { # file, expect ("refused" | "allowed")
  REPORT="$report" node -e '
    const [file, expect] = process.argv.slice(1);
    const results = JSON.parse(process.env.REPORT || "[]");
    const r = results.find((x) => x.filePath.endsWith(file));
    if (!r) { console.log(`FAIL: ${file} was not linted`); process.exit(1); }
    const boundary = r.messages.filter((m) => m.ruleId === "no-restricted-imports");
    const other = r.messages.filter((m) => m.severity === 2 && m.ruleId !== "no-restricted-imports");
    if (expect === "refused" && boundary.length === 0) { console.log(`FAIL: ${file} was accepted; the boundary rule did not fire`); process.exit(1); }
    if (expect === "allowed" && (boundary.length || other.length)) { console.log(`FAIL: ${file} should pass lint: ${JSON.stringify(r.messages)}`); process.exit(1); }
    console.log(`ok: ${expect} ${file}${boundary[0] ? ` (${boundary[0].message.split(". ").pop()})` : ""}`);
  ' "$1" "$2"
}
for f in "${!refused[@]}"; do verdict "$f" refused || status=1; done
for f in "${!allowed[@]}"; do verdict "$f" allowed || status=1; done
[ "$status" -eq 0 ] && echo "Module boundaries hold: every backward import above fails lint."
exit "$status"
