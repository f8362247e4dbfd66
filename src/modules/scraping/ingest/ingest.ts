import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { confirmScrapeRun, recordScrapedPrices, withdrawCurrentPrices, type ScrapedPriceRow } from "@/modules/price-ledger";
import { productPacksSql } from "@/modules/catalog";
import { getScrapeTarget, recordGoodScrape } from "@/modules/stores";
import type { ScrapedProduct } from "../types";
import { toCents } from "./match-key";
import { resolveProducts, type ResolveStats } from "./resolve-products";
import { withIngestTransaction } from "./transaction";
import { addLocalDays, zonedToUtc } from "@/lib/zoned-time";
import { diffAgainstCurrent, isUsable, type RunChange } from "./run-changes";

export interface IngestInput {
  storeId: string;
  products: ScrapedProduct[];
  observedAt?: Date;
}

export interface IngestSummary {
  /** Items the scrape returned. */
  found: number;
  /** Items with a usable price, in stock, one per product. */
  priced: number;
  /** History rows appended: new or changed prices (the scrape log's products_updated). */
  updated: number;
  /** Priced items at the amount the store already had (re-confirmed: no history row, no write). */
  unchanged: number;
  matching: ResolveStats;
  /** New products, changed prices and products no longer offered (their current price is withdrawn). */
  changes: RunChange[];
}

/**
 * Writes one store run: match → create what is new → prices, all in ONE transaction, so a run that
 * fails anywhere leaves the store's previous prices, products and memory exactly as they were.
 * A per-store advisory lock serialises two runs of the same store (a Test click while its
 * scheduled job runs): the second sees the first's prices and appends only real changes.
 */
export async function ingestStoreRun(db: Db, input: IngestInput): Promise<IngestSummary> {
  const store = await getScrapeTarget(db, input.storeId);
  if (!store) throw new AppError("NOT_FOUND", "Store not found");
  const observedAt = input.observedAt ?? new Date();
  const usable = input.products.filter(isUsable);

  return withIngestTransaction(db, async (tx, copy) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${store.id}::text, 7271))`);
    const { productIds, stats } = await resolveProducts(tx, usable, { storeType: store.storeType, countryCode: store.countryCode });
    // One price per product: two printed names for one product (a sponsored repeat with another
    // title) keep the lower price, which is what a shopper pays.
    const byProduct = new Map<string, ScrapedPriceRow>();
    usable.forEach((item, i) => {
      const amountCents = toCents(item.price)!;
      const prev = byProduct.get(productIds[i]);
      if (!prev || amountCents < prev.amountCents) {
        const onSpecial = item.wasPrice !== undefined;
        byProduct.set(productIds[i], { productId: productIds[i], amountCents, unitPriceCents: null, onSpecial, validUntil: onSpecial ? saleEndInstant(item.saleEndsAt, store.timeZone) : null });
      }
    });
    const changes = await diffAgainstCurrent(tx, store.id, new Map([...byProduct.values()].map((r) => [r.productId, r.amountCents])));
    const written = await recordScrapedPrices(tx, copy, { storeId: store.id, currency: store.currency, observedAt, rows: [...byProduct.values()], productPacks: productPacksSql() });
    // A good run (the caller holds runs below the 80% floor) withdraws what the store no longer
    // offers: shoppers stop seeing a price for it there; its history stays.
    // The withdrawal also moves the store's price stamp so memoised offers recompute (decision 038).
    const gone = changes.filter((c) => c.kind === "unavailable").map((c) => c.productId!);
    if (gone.length) await withdrawCurrentPrices(tx, store.id, gone);
    // Every scrape price left at the store was in this run: they all count as seen now (decision 057).
    await confirmScrapeRun(tx, store.id, observedAt);
    await recordGoodScrape(tx, store.id, { at: observedAt, goodCount: usable.length });
    return { found: input.products.length, priced: byProduct.size, updated: written.changed, unchanged: byProduct.size - changes.filter((c) => c.kind === "new" || c.kind === "changed").length, matching: stats, changes };
  });
}

/**
 * A scraped sale end as an instant (decision 054): a bare date runs to the end of that day in the
 * store's zone (midnight after it, local); an instant is taken as stated.
 */
export function saleEndInstant(saleEndsAt: string | undefined, timeZone: string): Date | null {
  if (!saleEndsAt) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(saleEndsAt);
  if (!day) return new Date(saleEndsAt);
  const next = addLocalDays({ year: +day[1], month: +day[2], day: +day[3] }, 1);
  return zonedToUtc({ ...next, hour: 0, minute: 0 }, timeZone);
}
