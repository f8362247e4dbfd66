import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { FeedReadError, type FeedReport } from "../engine/types";
import { isBelowFloor } from "../engine/publish-rules";
import { validateFeed } from "../engine/validate-feed";
import { contextOfRetailer, ensureStoreCodes, retailerFeedContext, type RetailerFeedContext } from "./context";
import { planFeed, type FeedPlan } from "./plan";
import { FEED_MAX_BYTES, FEED_MESSAGES } from "../messages";
import { type RetailerRef } from "@/modules/retailers/shared";

export interface FeedSource {
  origin: "upload" | "url";
  fileName?: string | null;
  sourceUrl?: string | null;
  bytes: Uint8Array;
}

/** Bytes → text: UTF-8 (BOM tolerated by the reader) or UTF-16 with a byte-order mark; binary files are refused. */
export function feedText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new AppError("INVALID_INPUT", FEED_MESSAGES.empty);
  if (bytes.length > FEED_MAX_BYTES) throw new AppError("TOO_LARGE", FEED_MESSAGES.tooLarge);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xff && buf[1] === 0xfe) return buf.subarray(2).toString("utf16le");
  if (buf[0] === 0xfe && buf[1] === 0xff) return Buffer.from(buf.subarray(2)).swap16().toString("utf16le");
  const head = buf.subarray(0, 4096);
  // NUL bytes (images, UTF-16 without a mark), a zip (xlsx/ods) or a PDF: not a text feed.
  const magic = head.subarray(0, 4).toString("latin1");
  if (head.includes(0) || magic === "PK\u0003\u0004" || magic === "%PDF") throw new AppError("INVALID_INPUT", FEED_MESSAGES.notText);
  return buf.toString("utf8");
}

/** valid_rows of the retailer's last published feed of this kind (null: none yet). */
export async function lastPublishedValidRows(db: Db, retailer: RetailerRef, kind: string): Promise<number | null> {
  const f = tables.feedRuns;
  const [row] = await db
    .select({ validRows: f.validRows })
    .from(f)
    .where(and(eq(f.retailerId, retailer.id), eq(f.kind, kind), eq(f.status, "published")))
    .orderBy(desc(f.publishedAt))
    .limit(1);
  return row ? row.validRows : null;
}

function rowValues(runId: string, plan: FeedPlan) {
  return plan.rows.map((p) => ({
    feedRunId: runId,
    line: p.row.line,
    itemId: p.row.id?.slice(0, 200) ?? null,
    title: p.row.title?.slice(0, 300) ?? null,
    storeCode: p.row.storeCode?.slice(0, 64) ?? null,
    severity: p.severity,
    messages: p.messages,
    data: p.row as unknown as Record<string, unknown>,
    matchedBy: p.match?.matchedBy ?? null,
    productId: p.match?.productId ?? null,
    outcome: p.outcome,
    oldAmountCents: p.oldAmountCents,
    newAmountCents: p.newAmountCents,
  }));
}

/**
 * Reads a feed, matches and compares it, and STORES the dry-run report as a draft run: nothing is
 * published. An unreadable file is stored as a failed run with the reason.
 */
export async function createFeedRunFor(db: Db, ctx: RetailerFeedContext, source: FeedSource, now: Date = new Date()): Promise<{ runId: string; status: string }> {
  const text = feedText(source.bytes);
  const base = {
    retailerId: ctx.retailerId, origin: source.origin, fileName: source.fileName?.slice(0, 200) ?? null, sourceUrl: source.sourceUrl ?? null, byteSize: source.bytes.length, createdAt: now,
  };
  let report: FeedReport;
  try {
    report = validateFeed(text, { currency: ctx.currency, timeZone: ctx.timeZone });
  } catch (e) {
    if (!(e instanceof FeedReadError)) throw e;
    const [run] = await db.insert(tables.feedRuns).values({ ...base, status: "failed", format: e.format, errorMessage: e.message.slice(0, 1000) }).returning({ id: tables.feedRuns.id });
    return { runId: run.id, status: "failed" };
  }
  const plan = await planFeed(db, ctx, report, now);
  const previous = await lastPublishedValidRows(db, ctx.retailer, plan.kind);
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(tables.feedRuns)
      .values({
        ...base, status: "draft", format: report.format, kind: plan.kind, summary: report.summary, validRows: plan.validRows,
        previousValidRows: previous, belowFloor: isBelowFloor(plan.validRows, previous), impact: plan.impact,
      })
      .returning({ id: tables.feedRuns.id });
    const values = rowValues(run.id, plan);
    for (let i = 0; i < values.length; i += 500) await tx.insert(tables.feedRunRows).values(values.slice(i, i + 500));
    return { runId: run.id, status: "draft" };
  });
}

/** The portal's upload: the session's retailer, codes for its stores, then the stored dry run. */
export async function createFeedRun(db: Db, actor: Pick<Actor, "userId">, source: FeedSource, now?: Date): Promise<{ runId: string; status: string }> {
  const first = await retailerFeedContext(db, actor);
  await ensureStoreCodes(db, first.retailer);
  const ctx = await contextOfRetailer(db, first.retailer, first.retailerName);
  return createFeedRunFor(db, ctx, source, now);
}

/** Rewrites a run's stored rows from a plan (after publishing: what was actually done). */
export async function storePlanRows(tx: Db, runId: string, plan: FeedPlan): Promise<void> {
  const values = rowValues(runId, plan);
  const confirmed = await tx.execute<{ line: number; confirmed_at: string }>(sql`select line, confirmed_at from feed_run_rows where feed_run_id = ${runId}::uuid and confirmed_at is not null`);
  const at = new Map(confirmed.rows.map((r) => [Number(r.line), new Date(r.confirmed_at)]));
  await tx.delete(tables.feedRunRows).where(eq(tables.feedRunRows.feedRunId, runId));
  for (let i = 0; i < values.length; i += 500) await tx.insert(tables.feedRunRows).values(values.slice(i, i + 500).map((v) => ({ ...v, confirmedAt: at.get(v.line) ?? null })));
}
