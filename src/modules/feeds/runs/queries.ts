import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { productSummaries } from "@/modules/catalog";
import { retailerNames } from "@/modules/retailers";
import { ensureStoreCodes, retailerFeedContext } from "./context";
import type { FeedRunListItem, FeedRunRowView } from "../types";

export interface FeedPageData {
  retailerName: string;
  currency: string | null;
  timeZone: string | null;
  stores: { id: string; name: string; storeCode: string | null; currency: string; publishable: boolean }[];
  runs: FeedRunListItem[];
}

const runColumns = (f: typeof tables.feedRuns) => ({
  id: f.id, origin: f.origin, fileName: f.fileName, sourceUrl: f.sourceUrl, format: f.format, kind: f.kind, status: f.status, errorMessage: f.errorMessage,
  summary: f.summary, impact: f.impact, validRows: f.validRows, previousValidRows: f.previousValidRows, belowFloor: f.belowFloor, createdAt: f.createdAt, publishedAt: f.publishedAt,
});

/** The Price feed page: the retailer's stores (with their codes) and its recent feed runs. */
export async function getFeedPage(db: Db, actor: Pick<Actor, "userId">): Promise<FeedPageData> {
  const first = await retailerFeedContext(db, actor);
  await ensureStoreCodes(db, first.retailer);
  const ctx = await retailerFeedContext(db, actor);
  const f = tables.feedRuns;
  const runs = await db.select(runColumns(f)).from(f).where(eq(f.retailerId, ctx.retailerId)).orderBy(desc(f.createdAt)).limit(20);
  return {
    retailerName: ctx.retailerName, currency: ctx.currency, timeZone: ctx.timeZone,
    stores: ctx.stores.map((s) => ({ id: s.id, name: s.name, storeCode: s.storeCode, currency: s.currency, publishable: s.publishable })),
    runs: runs as FeedRunListItem[],
  };
}

/** One run's stored report (the session's retailer only; anyone else's run is "not found"). */
export async function getFeedRunReport(db: Db, actor: Pick<Actor, "userId">, runId: string): Promise<{ run: FeedRunListItem; rows: FeedRunRowView[]; currency: string | null }> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) throw new AppError("NOT_FOUND", "Feed not found");
  const ctx = await retailerFeedContext(db, actor);
  const f = tables.feedRuns;
  const [run] = await db.select(runColumns(f)).from(f).where(and(eq(f.id, runId), eq(f.retailerId, ctx.retailerId)));
  if (!run) throw new AppError("NOT_FOUND", "Feed not found");
  const r = tables.feedRunRows;
  const stored = await db
    .select({
      id: r.id, line: r.line, itemId: r.itemId, title: r.title, storeCode: r.storeCode, severity: r.severity, messages: r.messages, matchedBy: r.matchedBy,
      productId: r.productId, outcome: r.outcome, oldAmountCents: r.oldAmountCents, newAmountCents: r.newAmountCents,
      confirmed: sql<boolean>`${r.confirmedAt} is not null`,
    })
    .from(r)
    .where(eq(r.feedRunId, run.id))
    .orderBy(asc(r.line), asc(r.id));
  const products = await productSummaries(db, stored.flatMap((row) => (row.productId ? [row.productId] : [])));
  const rows: FeedRunRowView[] = stored.map((row) => ({ ...row, productName: row.productId ? (products.get(row.productId)?.name ?? null) : null }));
  return { run: run as FeedRunListItem, rows, currency: ctx.currency };
}

export interface ReviewProduct {
  productId: string;
  name: string;
  brand: string | null;
  size: string | null;
  barcode: string | null;
  retailerName: string | null;
  reason: string;
  createdAt: Date;
}

/** Administrators: products feeds created because nothing matched safely, not yet reviewed. */
export async function listProductsForReview(db: Db): Promise<ReviewProduct[]> {
  const v = tables.feedProductReviews;
  // Every review row has its product (the product's deletion deletes the row), as the old inner join assumed.
  const open = await db
    .select({ productId: v.productId, retailerId: v.retailerId, reason: v.reason, createdAt: v.createdAt })
    .from(v)
    .where(isNull(v.reviewedAt))
    .orderBy(desc(v.createdAt))
    .limit(200);
  const [products, retailers] = await Promise.all([
    productSummaries(db, open.map((o) => o.productId)),
    retailerNames(db, open.flatMap((o) => (o.retailerId ? [o.retailerId] : []))),
  ]);
  return open.flatMap((o) => {
    const p = products.get(o.productId);
    if (!p) return [];
    return [{ productId: o.productId, name: p.name, brand: p.brand, size: p.size, barcode: p.barcode, retailerName: o.retailerId ? (retailers.get(o.retailerId) ?? null) : null, reason: o.reason, createdAt: o.createdAt }];
  });
}

export async function markProductReviewed(db: Db, actor: Pick<Actor, "userId">, input: { productId: string }): Promise<void> {
  const v = tables.feedProductReviews;
  const done = await db.update(v).set({ reviewedAt: new Date(), reviewedBy: actor.userId }).where(and(eq(v.productId, input.productId), isNull(v.reviewedAt))).returning({ id: v.productId });
  if (!done.length) throw new AppError("NOT_FOUND", "Product not found in the review list");
}
