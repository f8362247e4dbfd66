#!/usr/bin/env bash
# Proves the module boundaries bite (decisions 008 and 026): writes deliberately backward imports
# into temporary files — each written once with the `@/` alias and once as a relative path — lints
# them with the project's own config (the same rules `npm run lint` runs), and fails unless each
# one is refused while the allowed imports in the same places pass. Then it adds a module loop and
# checks that the module-graph check refuses it. The temporary files are always removed.
#
#   bash scripts/check-boundaries.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tag="boundary-check-$$"
files=()
# Each directory written into gets its modification time back afterwards: `npm start` and the e2e
# tier rebuild when anything under src/ is newer than the build, and a directory's time moves when a
# file is added to it or removed from it.
stamps="$(mktemp -d)"
declare -A stamped=()
cleanup() {
  rm -f "${files[@]}"
  for d in "${!stamped[@]}"; do touch -r "${stamped[$d]}" "$d"; done
}
trap 'cleanup; rm -rf "$stamps"' EXIT

write() { # path, contents (into an existing directory)
  local dir
  dir="$(dirname "$1")"
  [ -d "$dir" ] || { echo "check-boundaries: $dir does not exist"; exit 1; }
  if [ -z "${stamped[$dir]:-}" ]; then
    stamped[$dir]="$stamps/${#stamped[@]}"
    touch -r "$dir" "${stamped[$dir]}"
  fi
  printf '%s\n' "$2" >"$1"
  files+=("$1")
}

# Each rule, as alias and as relative path: a file that must be refused.
declare -A refused=(
  # server/ never imports modules/
  ["src/server/__${tag}-a.ts"]='import { getListsForUser } from "@/modules/lists";
export const x = getListsForUser;'
  ["src/server/__${tag}-r.ts"]='import { getListsForUser } from "../modules/lists";
export const x = getListsForUser;'
  # lib/ never imports app/ (nor modules/)
  ["src/lib/__${tag}-a.ts"]='import Page from "@/app/(shopper)/lists/page";
export const x = Page;'
  ["src/lib/__${tag}-r.ts"]='import Page from "../app/(shopper)/lists/page";
export const x = Page;'
  ["src/lib/__${tag}-m.ts"]='import { LIST_MESSAGES } from "../modules/lists/client";
export const x = LIST_MESSAGES;'
  # outside a module, only its front doors: another module's internals
  ["src/modules/pricing/__${tag}-a.ts"]='import { getListsForUser } from "@/modules/lists/queries";
export const x = getListsForUser;'
  ["src/modules/pricing/__${tag}-r.ts"]='import { getListsForUser } from "../lists/queries";
export const x = getListsForUser;'
  ["src/modules/pricing/comparison/__${tag}-r2.ts"]='import { getListsForUser } from "../../../modules/lists/queries";
export const x = getListsForUser;'
  # … and another module's components
  ["src/modules/pricing/__${tag}-c.tsx"]='import { ReceiptDialogSlot } from "../receipts/components/receipt-dialog-slot";
export const x = ReceiptDialogSlot;'
  # pages compose modules through their doors too
  ["src/app/(shopper)/lists/__${tag}-a.ts"]='import { getListsForUser } from "@/modules/lists/queries";
export const x = getListsForUser;'
  ["src/app/(shopper)/lists/__${tag}-r.ts"]='import { getListsForUser } from "../../../modules/lists/queries";
export const x = getListsForUser;'
  # pages never call getDb()
  ["src/app/(shopper)/lists/__${tag}-db.ts"]='import { getDb } from "@/server/db";
export const x = getDb;'
  # engines are pure: no server/, no impure module code, no database packages
  ["src/modules/pricing/engine/__${tag}-a.ts"]='import { getDb } from "@/server/db";
export const x = getDb;'
  ["src/modules/pricing/engine/__${tag}-r.ts"]='import { getDb } from "../../../server/db";
export const x = getDb;'
  ["src/modules/pricing/engine/__${tag}-m.ts"]='import { loadNameMemory } from "../offers/memory";
export const x = loadNameMemory;'
  ["src/modules/pricing/engine/__${tag}-i.ts"]='import { findProductByBarcode } from "@/modules/catalog";
export const x = findProductByBarcode;'
  ["src/modules/catalog/engine/__${tag}-drizzle.ts"]='import { sql } from "drizzle-orm";
export const x = sql;'
)
# And imports that stay allowed in the same places (so the check is not just "everything fails").
declare -A allowed=(
  ["src/server/__${tag}-ok.ts"]='import { AppError } from "@/server/errors";
export const x = AppError;'
  ["src/modules/pricing/engine/__${tag}-ok.ts"]='import { parseListItem } from "@/modules/catalog/engine";
export const x = parseListItem;'
  ["src/modules/pricing/engine/__${tag}-ok-r.ts"]='import { parseListItem } from "../../catalog/engine";
export const x = parseListItem;'
  ["src/modules/pricing/__${tag}-ok.ts"]='import { getListsForUser } from "@/modules/lists";
export const x = getListsForUser;'
  ["src/modules/pricing/__${tag}-ok-r.ts"]='import { getListsForUser } from "../lists";
export const x = getListsForUser;'
  ["src/modules/pricing/__${tag}-ok-own.ts"]='import { loadNameMemory } from "./offers/memory";
export const x = loadNameMemory;'
  ["src/app/(shopper)/lists/__${tag}-ok.ts"]='import { getListsForUser } from "@/modules/lists";
import { LIST_MESSAGES } from "@/modules/lists/client";
export const x = [getListsForUser, LIST_MESSAGES];'
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
    const rules = ["no-restricted-imports", "import/no-restricted-paths"];
    const boundary = r.messages.filter((m) => rules.includes(m.ruleId));
    const other = r.messages.filter((m) => m.severity === 2 && !rules.includes(m.ruleId));
    if (expect === "refused" && boundary.length === 0) { console.log(`FAIL: ${file} was accepted; no boundary rule fired`); process.exit(1); }
    if (expect === "allowed" && (boundary.length || other.length)) { console.log(`FAIL: ${file} should pass lint: ${JSON.stringify(r.messages)}`); process.exit(1); }
    console.log(`ok: ${expect} ${file}${boundary[0] ? ` (${boundary[0].ruleId}: ${boundary[0].message.slice(0, 90)})` : ""}`);
  ' "$1" "$2"
}
for f in "${!refused[@]}"; do verdict "$f" refused || status=1; done
for f in "${!allowed[@]}"; do verdict "$f" allowed || status=1; done
cleanup; files=()

# A module loop: currency already serves pricing; make currency import pricing back.
npx tsx scripts/check-module-cycles.ts >/dev/null || { echo "FAIL: the module graph check fails before any loop was added"; status=1; }
write "src/modules/currency/__${tag}-loop.ts" 'import { getPriceComparison } from "@/modules/pricing";
export const x = getPriceComparison;'
if loop=$(npx tsx scripts/check-module-cycles.ts); then echo "FAIL: a currency → pricing → currency loop was not refused"; status=1; else echo "ok: refused a module loop (${loop%%$'\n'*})"; fi

[ "$status" -eq 0 ] && echo "Module boundaries hold: every backward import above fails lint, in alias and relative form, and a module loop is refused."
exit "$status"
