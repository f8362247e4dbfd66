import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db";
import { logger } from "@/server/logger";
import { onShutdown } from "@/server/shutdown";
import { EventBuffer } from "./buffer";
import type { AnalyticsEventType } from "./schemas";

/** One analytics row as recorded: ids already resolved on the server (retailer from the ad/coupon, user from the session). */
export interface AnalyticsRow {
  eventType: AnalyticsEventType;
  userId: string | null;
  retailerId: string | null;
  couponId?: string | null;
  adId?: string | null;
  metadata?: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * Writes rows with ONE statement whatever their number: the batch travels as a single jsonb
 * parameter. References that vanished between record and flush (an ad or coupon deleted, an
 * account closed) become null instead of failing the whole batch; an event whose retailer is gone
 * is dropped, as the foreign key's cascade would have dropped it. Ids follow the recorded order.
 */
export async function writeAnalyticsRows(db: Db, rows: readonly AnalyticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = JSON.stringify(
    rows.map((r, i) => ({
      i,
      event_type: r.eventType,
      user_id: r.userId,
      retailer_id: r.retailerId,
      coupon_id: r.couponId ?? null,
      ad_id: r.adId ?? null,
      metadata: r.metadata ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  );
  // Scalar sub-selects: one primary-key probe per reference and row, so a flush costs the same
  // whatever the size of users/coupons/ads (a hash join could scan them whole).
  await db.execute(sql`
    insert into analytics_events (event_type, user_id, retailer_id, coupon_id, ad_id, metadata, created_at)
    select r.event_type,
           (select u.id from users u where u.id = r.user_id),
           r.retailer_id,
           (select c.id from coupons c where c.id = r.coupon_id),
           (select a.id from ads a where a.id = r.ad_id),
           r.metadata, r.created_at
    from jsonb_to_recordset(${payload}::jsonb) as r(i int, event_type text, user_id uuid, retailer_id uuid, coupon_id uuid, ad_id uuid, metadata jsonb, created_at timestamptz)
    where r.retailer_id is null or exists (select 1 from retailers rt where rt.id = r.retailer_id)
    order by r.i
  `);}

const g = globalThis as unknown as { cartwiseAnalytics?: EventBuffer<AnalyticsRow> };

function buffer(): EventBuffer<AnalyticsRow> {
  g.cartwiseAnalytics ??= new EventBuffer<AnalyticsRow>({
    write: async (rows) => writeAnalyticsRows(await getDb(), rows),
    maxBatch: 500,
    intervalMs: 1000,
    onError: (error, n) => logger.error({ events: n, err: error }, "analytics: writing events failed; kept for the next flush"),
  });
  // On SIGTERM/SIGINT write what is queued before the database closes (close hooks wait for drain hooks).
  onShutdown("analytics-flush", () => g.cartwiseAnalytics?.flush() ?? Promise.resolve());
  return g.cartwiseAnalytics;
}

/** Queues an event; returns at once. Written within about a second by the next flush. */
export function recordAnalyticsEvent(row: AnalyticsRow): void {
  buffer().record(row);
}

/** Writes every queued event now (tests, benchmarks, shutdown). */
export function flushAnalytics(): Promise<void> {
  return buffer().flush();
}

export function analyticsBufferStats() {
  return { ...buffer().stats };
}
