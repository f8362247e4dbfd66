import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { parseListItem } from "@/modules/catalog/engine";
import { addProducts, findProductIdByBarcode, productPacksSql } from "@/modules/catalog";
import { markCurrentPricesSeen, recordRetailerPrices, withdrawStoreProducts, type RetailerPriceRow, type StoreProduct } from "@/modules/price-ledger";
import { isBelowFloor } from "../engine/publish-rules";
import type { FeedFormat, FeedReport, FeedRow, FeedSummary } from "../engine/types";
import { FEED_MESSAGES } from "../messages";
import { retailerFeedContext, type RetailerFeedContext } from "./context";
import { lastPublishedValidRows, storePlanRows } from "./dry-run";
import { planFeed, type FeedPlan, type RowPlan } from "./plan";

const CATEGORY_BY_STORE_TYPE: Record<string, string> = { butcher: "meat", greengrocer: "produce", fishmonger: "seafood" };

export interface PublishResult {
  runId: string;
  impact: FeedPlan["impact"];
  pricesWritten: number;
  productsCreated: number;
}

async function ownRun(tx: Db, retailerId: string, runId: string) {
  const f = tables.feedRuns;
  const res = await tx.execute<{ id: string; status: string; kind: string | null; format: string | null; valid_rows: number; summary: FeedSummary | null }>(sql`
    select id, status, kind, format, valid_rows, summary from feed_runs where id = ${runId}::uuid and retailer_id = ${retailerId}::uuid for update`);
  void f;
  const run = res.rows[0];
  if (!run) throw new AppError("NOT_FOUND", "Feed not found");
  return run;
}

async function storedReport(tx: Db, run: { id: string; format: string | null; summary: FeedSummary | null }): Promise<{ report: FeedReport; confirmed: Set<number> }> {
  const r = tables.feedRunRows;
  const rows = await tx.select({ line: r.line, data: r.data, confirmedAt: r.confirmedAt }).from(r).where(eq(r.feedRunId, run.id)).orderBy(asc(r.line), asc(r.id));
  return {
    report: { format: (run.format ?? "csv") as FeedFormat, rows: rows.map((x) => x.data as unknown as FeedRow), summary: run.summary ?? { rows: rows.length, ok: 0, info: 0, warnings: 0, errors: 0 } },
    confirmed: new Set(rows.filter((x) => x.confirmedAt).map((x) => x.line)),
  };
}

function packLabel(p: RowPlan): string | null {
  const pack = p.match?.pack;
  if (!pack) return null;
  const q = Math.round(pack.quantity * 1000) / 1000;
  return pack.unit === "each" ? `${q} ct` : pack.unit === "g" ? (q >= 1000 ? `${q / 1000}kg` : `${q}g`) : q >= 1000 ? `${q / 1000}L` : `${q}ml`;
}

/** Products for rows nothing matched safely: one per GTIN (else per item id), flagged for review. */
async function createProducts(tx: Db, ctx: RetailerFeedContext, runId: string, plan: FeedPlan): Promise<number> {
  const needing = plan.rows.filter((p) => p.outcome !== "error" && p.match?.matchedBy === "new" && !p.match.productId && p.pairs.some((x) => x.action === "new"));
  const byKey = new Map<string, RowPlan[]>();
  for (const p of needing) {
    const key = p.row.gtin ? `gtin:${p.row.gtin}` : `id:${p.row.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  const storeType = ctx.stores.find((s) => s.publishable)?.storeType ?? "supermarket";
  const countries = [...new Set(ctx.stores.filter((s) => s.publishable).map((s) => s.countryCode))];
  let created = 0;
  for (const group of byKey.values()) {
    const p = group[0];
    const title = p.row.title!;
    const barcode = p.row.gtin ? (p.row.gtin.startsWith("0") ? p.row.gtin.slice(1) : p.row.gtin) : null;
    const [row] = await addProducts(tx, [{
        name: title.slice(0, 200),
        brand: p.row.brand?.slice(0, 100) ?? null,
        size: packLabel(p),
        unitQuantity: p.match?.pack?.quantity && p.match.pack.quantity > 0 ? p.match.pack.quantity : 1,
        unit: p.match?.pack?.unit ?? "each",
        barcode,
        category: CATEGORY_BY_STORE_TYPE[storeType] ?? "other",
        genericName: parseListItem(title).headNoun?.slice(0, 100) ?? null,
        countries,
      }], { skipExisting: true });
    const productId = row?.id || (barcode ? await findProductIdByBarcode(tx, barcode) : null);
    if (!productId) continue;
    if (row) {
      created++;
      await tx.insert(tables.feedProductReviews).values({ productId, retailerId: ctx.retailerId, feedRunId: runId, reason: (p.match?.note ?? "no catalogue product matched").slice(0, 300) }).onConflictDoNothing();
    }
    for (const q of group) q.match = { ...q.match!, productId };
  }
  return created;
}

/**
 * Publishes a draft run: rows with errors never; prices changing by more than 50 % only once
 * confirmed; a feed below 80 % of the last published one only with `confirmBelowFloor`. Product
 * feed prices go to every approved, open store of the retailer in the row's currency; local
 * inventory rows to the store with that code. Prices are appended with source "retailer", the run
 * and observed time = publish time; out-of-stock rows withdraw the store's current price.
 * One transaction: a failure publishes nothing.
 */
export async function publishFeedRunFor(db: Db, ctx: RetailerFeedContext, input: { runId: string; confirmBelowFloor?: boolean }, publishedBy: string | null, now: Date = new Date()): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ctx.retailerId}::text, 4402))`);
    const run = await ownRun(tx, ctx.retailerId, input.runId);
    if (run.status !== "draft") throw new AppError("CONFLICT", FEED_MESSAGES.notDraft);
    if (!ctx.stores.some((s) => s.publishable)) throw new AppError("CONFLICT", FEED_MESSAGES.noStores);
    const previous = await lastPublishedValidRows(tx, ctx.retailer, run.kind ?? "product");
    const below = isBelowFloor(run.valid_rows, previous);
    if (below && !input.confirmBelowFloor) {
      await tx.update(tables.feedRuns).set({ belowFloor: true, previousValidRows: previous }).where(eq(tables.feedRuns.id, run.id));
      throw new AppError("CONFLICT", FEED_MESSAGES.belowFloor);
    }
    const { report, confirmed } = await storedReport(tx, run);
    const plan = await planFeed(tx, ctx, report, now, confirmed);
    const productsCreated = await createProducts(tx, ctx, run.id, plan);

    if (plan.kind === "product") {
      const mapping = new Map<string, string>();
      for (const p of plan.rows) if (p.outcome !== "error" && p.row.id && p.match?.productId) mapping.set(p.row.id.slice(0, 200), p.match.productId);
      const entries = [...mapping.entries()];
      for (let i = 0; i < entries.length; i += 500) {
        await tx
          .insert(tables.feedItemProducts)
          .values(entries.slice(i, i + 500).map(([itemId, productId]) => ({ retailerId: ctx.retailerId, itemId, productId, updatedAt: now })))
          .onConflictDoUpdate({ target: [tables.feedItemProducts.retailerId, tables.feedItemProducts.itemId], set: { productId: sql`excluded.product_id`, updatedAt: sql`excluded.updated_at` } });
      }
    }

    const currencyOf = new Map(ctx.stores.map((s) => [s.id, s.currency]));
    const append: RetailerPriceRow[] = [];
    const touch: StoreProduct[] = [];
    const withdraw: StoreProduct[] = [];
    for (const p of plan.rows) {
      const productId = p.match?.productId;
      if (p.outcome === "error" || !productId) continue;
      for (const pair of p.pairs) {
        if (pair.action === "withdraw") withdraw.push({ storeId: pair.storeId, productId });
        else if ((pair.action === "new" || pair.action === "changed" || (pair.action === "unchanged" && !pair.sameAsCurrent)) && pair.price) {
          const pr = pair.price;
          append.push({
            productId, storeId: pair.storeId, amountCents: pr.amountCents, currency: currencyOf.get(pair.storeId)!, onSpecial: pr.onSpecial,
            memberPriceCents: pr.memberPriceCents, multibuyQuantity: pr.multibuyQuantity, multibuyPriceCents: pr.multibuyPriceCents, validUntil: pr.validUntil,
          });
        } else if (pair.action === "unchanged") touch.push({ storeId: pair.storeId, productId });
      }
    }
    await recordRetailerPrices(tx, { feedRunId: run.id, at: now, rows: append, productPacks: productPacksSql() });
    await markCurrentPricesSeen(tx, touch, now);
    // A withdrawal changes what the store offers: the ledger moves its price stamp so memoised offers recompute (decision 039).
    await withdrawStoreProducts(tx, withdraw);
    await tx
      .update(tables.feedRuns)
      .set({ status: "published", publishedAt: now, publishedBy, impact: plan.impact, belowFloor: below, previousValidRows: previous, validRows: plan.validRows })
      .where(and(eq(tables.feedRuns.id, run.id), eq(tables.feedRuns.retailerId, ctx.retailerId)));
    await storePlanRows(tx, run.id, plan);
    return { runId: run.id, impact: plan.impact, pricesWritten: append.length, productsCreated };
  });
}

export async function publishFeedRun(db: Db, actor: Pick<Actor, "userId">, input: { runId: string; confirmBelowFloor?: boolean }, now?: Date): Promise<PublishResult> {
  const ctx = await retailerFeedContext(db, actor);
  return publishFeedRunFor(db, ctx, input, actor.userId, now);
}

/** Confirms held (over 50 %) price changes of a draft run: the given lines, or all held rows. */
export async function confirmHeldRows(db: Db, actor: Pick<Actor, "userId">, input: { runId: string; lines: number[] | "all" }, now: Date = new Date()): Promise<{ confirmed: number }> {
  const ctx = await retailerFeedContext(db, actor);
  return db.transaction(async (tx) => {
    const run = await ownRun(tx, ctx.retailerId, input.runId);
    if (run.status !== "draft") throw new AppError("CONFLICT", FEED_MESSAGES.notDraft);
    const r = tables.feedRunRows;
    const lines = input.lines === "all" ? null : input.lines;
    const res = await tx.execute(sql`
      update feed_run_rows set confirmed_at = ${now.toISOString()}::timestamptz
      where feed_run_id = ${run.id}::uuid and outcome = 'held' and confirmed_at is null
        ${lines ? sql`and line = any(${`{${lines.map((l) => Math.trunc(l)).join(",")}}`}::int[])` : sql``}`);
    void r;
    const n = Number((res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as unknown as { affectedRows?: number }).affectedRows ?? 0);
    if (!n) throw new AppError("INVALID_INPUT", FEED_MESSAGES.nothingHeld);
    return { confirmed: n };
  });
}

/** Discards a draft run: nothing was published, the report stays readable. */
export async function discardFeedRun(db: Db, actor: Pick<Actor, "userId">, input: { runId: string }): Promise<void> {
  const ctx = await retailerFeedContext(db, actor);
  await db.transaction(async (tx) => {
    const run = await ownRun(tx, ctx.retailerId, input.runId);
    if (run.status !== "draft") throw new AppError("CONFLICT", FEED_MESSAGES.notDraft);
    await tx.update(tables.feedRuns).set({ status: "discarded" }).where(eq(tables.feedRuns.id, run.id));
  });
}
