import "server-only";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { getProductNames } from "@/modules/catalog";
import { readStoreCurrentAmounts } from "@/modules/price-ledger";
import type { ScrapedProduct } from "../types";
import { toCents } from "./match-key";

export type ChangeKind = "new" | "changed" | "unavailable" | "failed";

export interface RunChange {
  kind: ChangeKind;
  productId: string | null;
  productName: string;
  oldAmountCents: number | null;
  newAmountCents: number | null;
  message: string | null;
}

export interface ChangeCounts {
  productsNew: number;
  productsChanged: number;
  productsUnavailable: number;
  productsFailed: number;
}

/** Items a run can price: in stock, a usable price and a name. */
export function isUsable(p: ScrapedProduct): boolean {
  return p.inStock && toCents(p.price) !== null && p.name.trim() !== "";
}

/** Items the run returned but could not use (no name, or no usable price): the run's "failed" lines. */
export function failedItems(products: readonly ScrapedProduct[]): RunChange[] {
  const out: RunChange[] = [];
  for (const p of products) {
    if (!p.inStock) continue;
    const name = p.name.trim();
    if (!name) out.push({ kind: "failed", productId: null, productName: "(no name)", oldAmountCents: null, newAmountCents: toCents(p.price), message: "No product name" });
    else if (toCents(p.price) === null) out.push({ kind: "failed", productId: null, productName: name.slice(0, 200), oldAmountCents: null, newAmountCents: null, message: `No usable price (${String(p.price).slice(0, 40)})` });
  }
  return out;
}

/**
 * The store's current prices compared with this run's (product → cents): new products, changed
 * prices (old → new) and products the store had that the run no longer offers (unavailable).
 */
export async function diffAgainstCurrent(tx: Db, storeId: string, run: Map<string, number>): Promise<RunChange[]> {
  const current = await readStoreCurrentAmounts(tx, storeId);
  const names = await getProductNames(tx, [...current.keys(), ...run.keys()]);
  const out: RunChange[] = [];
  for (const [productId, cents] of run) {
    const was = current.get(productId);
    if (was === undefined) out.push({ kind: "new", productId, productName: names.get(productId) ?? "", oldAmountCents: null, newAmountCents: cents, message: null });
    else if (was !== cents) out.push({ kind: "changed", productId, productName: names.get(productId) ?? "", oldAmountCents: was, newAmountCents: cents, message: null });
  }
  for (const [productId, was] of current) {
    if (!run.has(productId)) out.push({ kind: "unavailable", productId, productName: names.get(productId) ?? "", oldAmountCents: was, newAmountCents: null, message: null });
  }
  return out;
}

export function countChanges(changes: readonly RunChange[]): ChangeCounts {
  const n = (k: ChangeKind) => changes.filter((c) => c.kind === k).length;
  return { productsNew: n("new"), productsChanged: n("changed"), productsUnavailable: n("unavailable"), productsFailed: n("failed") };
}

export async function recordChanges(db: Db, input: { scrapeLogId: string; storeId: string; currency: "NZD" | "AUD" | "USD"; changes: readonly RunChange[] }): Promise<void> {
  for (let i = 0; i < input.changes.length; i += 1000) {
    await db.insert(tables.scrapeRunChanges).values(
      input.changes.slice(i, i + 1000).map((c) => ({
        scrapeLogId: input.scrapeLogId, storeId: input.storeId, productId: c.productId, kind: c.kind, productName: (c.productName || "(unnamed)").slice(0, 200),
        oldAmountCents: c.oldAmountCents, newAmountCents: c.newAmountCents, currency: input.currency, message: c.message?.slice(0, 300) ?? null,
      })),
    );
  }
}
