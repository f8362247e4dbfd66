import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { CONTRIBUTION_MESSAGES as M } from "./messages";
import { publishObservation } from "./publish";
import { productNameSql } from "@/modules/catalog";
import { storeNameSql } from "@/modules/stores";

const { priceObservations: o } = tables;

function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN", "You don't have permission to do that.");
}

export interface HeldObservation {
  id: string;
  productId: string;
  productName: string;
  storeId: string;
  storeName: string;
  amountCents: number;
  currency: string;
  medianCents: number | null;
  windowCount: number | null;
  reason: string;
  observedAt: Date;
  /** The receipt's date as printed (YYYY-MM-DD). */
  receiptDate: string;
  heldAt: Date;
  sourceText: string | null;
  /** The shopper's receipt it came from (the moderator sees who without their e-mail). */
  proofId: string;
}

/** Admin: observations held for moderation, oldest first (the queue), `limit` at most 200. */
export async function listHeldObservations(db: Db, actor: Actor, opts: { limit?: number } = {}): Promise<HeldObservation[]> {
  assertAdmin(actor);
  const limit = Math.max(1, Math.min(200, Math.floor(opts.limit ?? 100)));
  const res = await db.execute<{
    id: string; product_id: string; product_name: string; store_id: string; store_name: string; amount_cents: number; currency: string;
    median_cents: number | null; window_count: number | null; reason: string | null; observed_at: string; held_at: string; source_text: string | null; proof_id: string; receipt_date: string;
  }>(sql`
    select o.id, o.product_id, ${productNameSql(sql`o.product_id`)} as product_name, o.store_id, ${storeNameSql(sql`o.store_id`)} as store_name, o.amount_cents, o.currency, o.median_cents, o.window_count,
           o.reason, o.observed_at, o.held_at, o.source_text, o.proof_id, r.receipt_date::text as receipt_date
    from price_observations o join receipt_proofs r on r.id = o.proof_id
    where o.status = 'held' order by o.held_at, o.created_at, o.id limit ${limit}`);
  return res.rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    storeId: r.store_id,
    storeName: r.store_name,
    amountCents: Number(r.amount_cents),
    currency: r.currency,
    medianCents: r.median_cents === null ? null : Number(r.median_cents),
    windowCount: r.window_count === null ? null : Number(r.window_count),
    reason: r.reason ?? "",
    observedAt: new Date(r.observed_at),
    receiptDate: r.receipt_date,
    heldAt: new Date(r.held_at),
    sourceText: r.source_text,
    proofId: r.proof_id,
  }));
}

async function decide(db: Db, actor: Actor, id: string, outcome: "approved" | "rejected"): Promise<{ id: string; status: "approved" | "rejected"; priceId: number | null }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: o.id, status: o.status }).from(o).where(eq(o.id, id)).for("update").limit(1);
    if (!row) throw new AppError("NOT_FOUND", M.heldNotFound);
    if (row.status !== "held") throw new AppError("CONFLICT", M.alreadyDecided);
    await tx.update(o).set({ status: outcome, decidedBy: actor.userId, decidedAt: new Date() }).where(and(eq(o.id, id), eq(o.status, "held")));
    const priceId = outcome === "approved" ? await publishObservation(tx, id) : null;
    logger.info({ observationId: id, outcome }, "contributions: held price decided");
    return { id, status: outcome, priceId };
  });
}

/** Admin: the held price is right after all — it is written to `prices` (source "receipt", its receipt's date). */
export const approveHeldObservation = (db: Db, actor: Actor, id: string) => decide(db, actor, id, "approved");
/** Admin: the held price is wrong — it stays out of `prices` for good. */
export const rejectHeldObservation = (db: Db, actor: Actor, id: string) => decide(db, actor, id, "rejected");
