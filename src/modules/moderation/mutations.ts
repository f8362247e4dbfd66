import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { enforceLimit, limitSubject } from "@/server/rate-limit";
import { moveStorePriceStamp, readSeenCurrentPrice, withdrawCurrentPrices } from "@/modules/price-ledger";
import { logger } from "@/server/logger";
import { receiptContributors, type ContributorLookup } from "./contributors";
import { REPORT_MESSAGES, REVIEW_THRESHOLD, reportPriceSchema, resolveReportsSchema, type ReportOutcome, type ReportPriceInput, type ResolveReportsInput } from "./schemas";

export type ReportResult = { status: "reported" | "already_reported" | "correction"; underReview: boolean; message: string };

/**
 * A shopper says the price shown for a product at a store is wrong. The report is made on the
 * CURRENT price there (read here, never taken from the client). Rate-limited per reporter whoever
 * calls. The same shopper reporting the same price again changes nothing. Once REVIEW_THRESHOLD
 * different shoppers have open reports on it — or its own contributor reports it (a correction) —
 * the price is under review: shown so everywhere and left out of plans until an administrator
 * resolves the reports.
 */
export async function reportPrice(db: Db, actor: Pick<Actor, "userId">, raw: ReportPriceInput, deps: { contributors?: ContributorLookup } = {}): Promise<ReportResult> {
  const parsed = reportPriceSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError("INVALID_INPUT", first?.message ?? REPORT_MESSAGES.reasonRequired, { fieldErrors: { [String(first?.path[0] ?? "reason")]: [first?.message ?? ""] } });
  }
  const input = parsed.data;
  await enforceLimit(db, "price_report", limitSubject(actor), { title: "Too many reports", message: REPORT_MESSAGES.rateLimited });
  const contributors = deps.contributors ?? receiptContributors;

  return db.transaction(async (tx) => {
    // Serialises reports on one store's product so two shoppers at once both count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${input.storeId}/${input.productId}`}, 4471))`);
    // Only at an open, approved store. (The stores module imports this one, so the store condition
    // cannot come from its door: it stays here, inside the ledger's one statement.)
    const row = await readSeenCurrentPrice(tx, {
      storeId: input.storeId,
      productId: input.productId,
      storeFilter: (storeId) => sql`exists (select 1 from stores s where s.id = ${storeId} and s.closed_at is null and s.listing_status = 'approved')`,
    });
    if (!row) throw new AppError("NOT_FOUND", REPORT_MESSAGES.notFound);
    const priceId = Number(row.price_id);
    const contributor = row.source === "receipt" ? await contributors.contributorOf(tx, { priceId, source: row.source, storeId: input.storeId, productId: input.productId }) : null;
    const isCorrection = contributor !== null && contributor === actor.userId;
    const inserted = await tx.execute(sql`
      insert into price_reports (store_id, product_id, price_id, amount_cents, currency, source, observed_at, reporter_id, reason, note, is_correction)
      values (${input.storeId}::uuid, ${input.productId}::uuid, ${priceId}, ${Number(row.amount_cents)}, ${row.currency}::currency_code, ${row.source}::price_source,
              ${new Date(row.observed_at).toISOString()}::timestamptz, ${actor.userId}::uuid, ${input.reason}, ${input.note || null}, ${isCorrection})
      on conflict (price_id, reporter_id) where status = 'open' do nothing`);
    const counted = await tx.execute<{ reporters: number; corrections: number }>(sql`
      select count(distinct reporter_id)::int as reporters, count(*) filter (where is_correction)::int as corrections
      from price_reports where price_id = ${priceId} and status = 'open'`);
    const { reporters, corrections } = counted.rows[0] ?? { reporters: 0, corrections: 0 };
    const underReview = Number(reporters) >= REVIEW_THRESHOLD || Number(corrections) > 0;
    if (underReview) {
      const held = await tx.execute(sql`
        insert into prices_under_review (store_id, product_id, price_id) values (${input.storeId}::uuid, ${input.productId}::uuid, ${priceId})
        on conflict (store_id, product_id) do update set price_id = excluded.price_id, since = now()
          where prices_under_review.price_id <> excluded.price_id`);
      // Plans stop using it now: the store's memoised offers must recompute.
      if ((held.rowCount ?? 0) > 0) {
        await moveStorePriceStamp(tx, input.storeId);
        logger.info({ storeId: input.storeId, productId: input.productId, priceId }, "moderation: price under review");
      }
    }
    if ((inserted.rowCount ?? 0) === 0) return { status: "already_reported", underReview, message: REPORT_MESSAGES.already };
    if (isCorrection) return { status: "correction", underReview, message: REPORT_MESSAGES.correction };
    return { status: "reported", underReview, message: REPORT_MESSAGES.thanks };
  });
}

export type ResolveResult = { resolved: number; withdrawn: boolean };

/**
 * An administrator resolves every open report on one price with one outcome, recording who and
 * when. The price leaves review; "price withdrawn" also removes it from the store's current prices
 * (the store-price withdrawal, only while it is still the current price: history stays).
 */
export async function resolvePriceReports(db: Db, actor: Pick<Actor, "userId" | "role">, raw: ResolveReportsInput, now: Date = new Date()): Promise<ResolveResult> {
  if (actor.role !== "admin") throw new AppError("NOT_FOUND", "Not found");
  const input = resolveReportsSchema.parse(raw);
  const outcome: ReportOutcome = input.outcome;
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ store_id: string; product_id: string }>(sql`
      select store_id, product_id from price_reports where price_id = ${input.priceId} limit 1`);
    if (!found.rows.length) throw new AppError("NOT_FOUND", "Not found");
    const { store_id: storeId, product_id: productId } = found.rows[0];
    // The same lock as reportPrice, taken first: a report arriving meanwhile waits, then sees this outcome.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${storeId}/${productId}`}, 4471))`);
    const res = await tx.execute(sql`
      update price_reports set status = 'resolved', outcome = ${outcome}, resolved_by = ${actor.userId}::uuid, resolved_at = ${now.toISOString()}::timestamptz
      where price_id = ${input.priceId} and status = 'open'`);
    const resolved = res.rowCount ?? 0;
    if (!resolved) throw new AppError("CONFLICT", REPORT_MESSAGES.nothingOpen);
    const lifted = await tx.execute(sql`delete from prices_under_review where store_id = ${storeId}::uuid and product_id = ${productId}::uuid and price_id = ${input.priceId}`);
    let withdrawn = false;
    if (outcome === "price_withdrawn") withdrawn = (await withdrawCurrentPrices(tx, storeId, [productId], input.priceId)) > 0;
    if ((lifted.rowCount ?? 0) > 0 && !withdrawn) await moveStorePriceStamp(tx, storeId);
    logger.info({ priceId: input.priceId, outcome, reports: resolved, withdrawn }, "moderation: reports resolved");
    return { resolved, withdrawn };
  });
}
