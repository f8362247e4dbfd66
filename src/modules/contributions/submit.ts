import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { enforceLimit, limitSubject } from "@/server/rate-limit";
import { logger } from "@/server/logger";
import { checkOutlier, localDateIn, receiptDateProblem } from "./engine";
import { CONTRIBUTION_MESSAGES as M } from "./messages";
import { assertNearbyStore } from "./nearby";
import { OBSERVATIONS_PER_DAY, shareReceiptSchema, type LineOutcome, type ShareReceiptInput, type ShareReceiptResult, type SharedLine } from "./schemas";
import { publishObservation } from "./publish";
import { reconcileLines } from "@/lib/receipt-reconcile";
import { readOutlierWindow } from "./window";
import { productIdsSoldIn } from "@/modules/catalog";

const { receiptProofs, priceObservations } = tables;

const invalid = (message: string, field: string) => new AppError("INVALID_INPUT", message, { title: M.errorTitle, fieldErrors: { [field]: [message] } });

// "0.378 kg @ $2.99/kg", "2.26 lb @ 0.58 /lb": the line's price is for a weight, not a pack.
const WEIGHED = /\d\s*(?:kg|lbs?|g)\b\.?\s*(?:net\s*)?(?:@|x\b|at\b|\/)/i;

/** The proof's fingerprint: store, date and every confirmed line (order-free), so the same receipt cannot come twice. */
export function proofHash(storeId: string, receiptDate: string, lines: readonly SharedLine[]): string {
  const norm = lines
    .map((l) => [l.sourceText.toLowerCase().replace(/\s+/g, " ").trim(), l.quantity, l.lineTotalCents ?? "", l.discountCents ?? 0].join("|"))
    .sort();
  return createHash("sha256").update(JSON.stringify([storeId, receiptDate, norm])).digest("hex");
}

/**
 * When a receipt's prices were seen. A receipt carries a date, not a time: a receipt of today (or
 * "tomorrow" in the store's zone) counts as seen when it is shared — the purchase was today, before
 * now; an older one at noon of its day in the store's zone. So a scrape later that day stays newer,
 * and a receipt never becomes newer than the moment it was shared.
 */
export async function receiptObservedAt(db: Db, receiptDate: string, timeZone: string, now: Date): Promise<Date> {
  const [{ ms }] = (
    await db.execute<{ ms: string }>(sql`select (extract(epoch from ((${receiptDate}::date + time '12:00') at time zone ${timeZone})) * 1000)::bigint::text as ms`)
  ).rows;
  const noon = new Date(Number(ms));
  return receiptDate >= localDateIn(timeZone, now) || noon > now ? now : noon;
}

/** The observed price per pack: what was paid per unit after the line's discount, in cents. */
function perPackCents(line: SharedLine): number | null {
  if (line.lineTotalCents === null) return null;
  const net = line.lineTotalCents - (line.discountCents ?? 0);
  const each = Math.round(net / line.quantity);
  return each > 0 ? each : null;
}

const isUniqueViolation = (e: unknown, constraint: string) => {
  const err = (e as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string }) ?? {};
  const c = err.cause ?? err;
  return c.code === "23505" && (!c.constraint || c.constraint === constraint);
};

/**
 * A shopper shares a receipt's prices (decision 047). The receipt is a proof: one store
 * (a nearby one the shopper chose), one date (no later than tomorrow in the store's zone), the
 * store's currency, and a hash of its lines (the same proof twice is refused). Each line matched to
 * a catalogue product of the store's region becomes an observation: published to `prices` (source
 * "receipt", observed at noon of the receipt's day in the store's zone, or when shared for a
 * receipt of today) when it passes the outlier check, otherwise held for moderation with the reason.
 * Identical observations (same store, product, day and amount) are skipped. A receipt whose lines
 * do not reconcile with its total publishes nothing and saves nothing. Capped per shopper per day.
 * Everything in one transaction: bad input writes nothing.
 */
export async function shareReceiptPrices(db: Db, actor: Actor, raw: ShareReceiptInput, now = new Date()): Promise<ShareReceiptResult> {
  const parsed = shareReceiptSchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? M.errorTitle, parsed.error.issues[0]?.path.join(".") || "lines");
  const input = parsed.data;
  const store = await assertNearbyStore(db, actor, input.storeId);
  const dateProblem = receiptDateProblem(input.receiptDate, store.timeZone, now);
  if (dateProblem) throw invalid(dateProblem, "receiptDate");

  // The server's own check: the lines as sent (and any the shopper took off the list) against the
  // printed figures; a receipt whose lines do not add up publishes nothing (issue 25 item 6).
  const reconciliation = reconcileLines([...input.lines.map((l) => ({ priceCents: l.lineTotalCents, discountCents: l.discountCents })), ...input.offList], input.totals);
  if (reconciliation.status !== "matches") {
    return { proofId: null, published: 0, held: 0, notice: M.notReconciled, lines: input.lines.map((l) => ({ status: "skipped", productId: l.productId, reason: M.notReconciled })) };
  }

  // Products must be real and sold in the store's region; anything else is treated as unmatched.
  const wanted = [...new Set(input.lines.map((l) => l.productId).filter((id): id is string => id !== null))];
  const known = await productIdsSoldIn(db, wanted, store.countryCode);
  const planned = input.lines.map((line): { line: SharedLine; amountCents: number | null; skip: string | null } => {
    if (!line.productId || !known.has(line.productId)) return { line, amountCents: null, skip: M.notMatched };
    if (WEIGHED.test(line.sourceText)) return { line, amountCents: null, skip: M.weighed };
    const amountCents = perPackCents(line);
    return amountCents === null ? { line, amountCents: null, skip: M.noPrice } : { line, amountCents, skip: null };
  });
  const candidates = planned.filter((p) => p.skip === null).length;
  if (candidates === 0) throw invalid(M.nothingToShare, "lines");

  const hash = proofHash(store.id, input.receiptDate, input.lines);
  try {
    return await db.transaction(async (tx) => {
      const [dup] = await tx.select({ id: receiptProofs.id }).from(receiptProofs).where(eq(receiptProofs.linesHash, hash)).limit(1);
      if (dup) throw new AppError("CONFLICT", M.duplicateProof, { title: M.errorTitle });
      // Caps: receipts per hour and day (the share_receipt limit), observations per rolling day.
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(priceObservations)
        .where(and(eq(priceObservations.userId, actor.userId), gte(priceObservations.createdAt, new Date(now.getTime() - 24 * 3600 * 1000))));
      if (Number(n) + candidates > OBSERVATIONS_PER_DAY) throw new AppError("RATE_LIMITED", M.dailyCap, { title: M.rateLimitTitle });
      await enforceLimit(tx, "share_receipt", limitSubject(actor), { title: M.rateLimitTitle, message: M.rateLimited });

      const [proof] = await tx
        .insert(receiptProofs)
        .values({ userId: actor.userId, storeId: store.id, receiptDate: input.receiptDate, currency: store.currency, linesHash: hash, shared: true, reconciled: true, lineCount: input.lines.length })
        .returning({ id: receiptProofs.id });
      const observedAt = await receiptObservedAt(tx, input.receiptDate, store.timeZone, now);

      const outcomes: LineOutcome[] = [];
      let published = 0;
      let held = 0;
      for (const p of planned) {
        if (p.skip !== null || p.amountCents === null) {
          outcomes.push({ status: "skipped", productId: p.line.productId, reason: p.skip ?? M.noPrice });
          continue;
        }
        const productId = p.line.productId!;
        const window = await readOutlierWindow(tx, { productId, countryCode: store.countryCode, currency: store.currency, until: now });
        const verdict = checkOutlier(p.amountCents, window);
        const inserted = await tx
          .insert(priceObservations)
          .values({
            proofId: proof!.id,
            userId: actor.userId,
            storeId: store.id,
            productId,
            amountCents: p.amountCents,
            currency: store.currency,
            onSpecial: (p.line.discountCents ?? 0) > 0,
            observedAt,
            observedOn: input.receiptDate,
            status: verdict.outlier ? "held" : "published",
            reason: verdict.outlier ? verdict.reason : null,
            medianCents: verdict.medianCents,
            windowCount: verdict.windowCount,
            heldAt: verdict.outlier ? now : null,
            sourceText: p.line.sourceText.slice(0, 300),
          })
          .onConflictDoNothing()
          .returning({ id: priceObservations.id });
        if (inserted.length === 0) {
          outcomes.push({ status: "skipped", productId, reason: M.identical });
          continue;
        }
        if (verdict.outlier) {
          held++;
          outcomes.push({ status: "held", productId, amountCents: p.amountCents, reason: verdict.reason });
          continue;
        }
        await publishObservation(tx, inserted[0]!.id);
        published++;
        outcomes.push({ status: "published", productId, amountCents: p.amountCents });
      }
      logger.info({ proofId: proof!.id, published, held }, "contributions: receipt prices shared");
      return { proofId: proof!.id, published, held, lines: outcomes, notice: null };
    });
  } catch (e) {
    // Two submissions of one receipt racing: the second meets the unique hash.
    if (isUniqueViolation(e, "receipt_proofs_lines_hash_uq")) throw new AppError("CONFLICT", M.duplicateProof, { title: M.errorTitle });
    throw e;
  }
}

