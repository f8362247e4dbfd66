import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/server/db";
import { logger } from "@/server/logger";
import { onShutdown } from "@/server/shutdown";
import { existingUserIdSql } from "@/modules/users";
import { retailerExistsSql } from "@/modules/retailers";
import { EventBuffer } from "./buffer";
import type { AnalyticsEventType } from "./schemas";

/**
 * The owner's SQL for "this id (an SQL expression) while its row exists, else null": one
 * primary-key probe. Ads and coupons own their tables and import analytics (decision 059), so
 * analytics cannot name or call them: whoever records an ad or coupon event hands the owner's
 * probe in with the row (ads' `existingAdIdSql`, coupons' `existingCouponIdSql`).
 */
export type ExistingIdSql = (id: SQL) => SQL;

/** A row's ad reference: an ad id always travels with its owner's existence probe. */
type AdReference = { adId?: null; existingAdId?: undefined } | { adId: string; existingAdId: ExistingIdSql };
/** A row's coupon reference: a coupon id always travels with its owner's existence probe. */
type CouponReference = { couponId?: null; existingCouponId?: undefined } | { couponId: string; existingCouponId: ExistingIdSql };

/** One analytics row as recorded: ids already resolved on the server (retailer from the ad/coupon, user from the session). */
export type AnalyticsRow = {
  eventType: AnalyticsEventType;
  userId: string | null;
  retailerId: string | null;
  metadata?: Record<string, unknown> | null;
  /** The counted impression (decision 032): unique per event type, so repeats are dropped at the write. */
  impressionId?: string | null;
  createdAt: Date;
} & AdReference & CouponReference;

/** Why an event was not counted (analytics_dropped_events.reason). */
export type DropReason = "duplicate" | "no_impression" | "bad_token" | "expired" | "wrong_viewer" | "not_found" | "bot" | "rate_limited" | "click_beacon";
export interface DroppedEvent { eventType: AnalyticsEventType; retailerId: string | null; reason: DropReason; at: Date }

/**
 * Writes rows with ONE statement whatever their number: the batch travels as a single jsonb
 * parameter. References that vanished between record and flush (an ad or coupon deleted, an
 * account closed) become null instead of failing the whole batch; an event whose retailer is gone
 * is dropped, as the foreign key's cascade would have dropped it. Ids follow the recorded order.
 * A row whose (event type, impression id) is already stored — a second impression in the same
 * window, in this batch or an earlier one — is not inserted; the same statement adds it to the
 * day's "duplicate" count in analytics_dropped_events.
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
      impression_id: r.impressionId ?? null,
      metadata: r.metadata ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  );
  // Scalar sub-selects: one primary-key probe per reference and row, so a flush costs the same
  // whatever the size of users/coupons/ads (a hash join could scan them whole). Every probe is its
  // owner's fragment (decision 059): users' and retailers' through their doors, ads' and coupons'
  // carried by the rows that name an ad or a coupon (each kind's probe is its owner's one
  // function, so the first row's serves the whole batch). No row names one: the column is null.
  const adProbe = rows.find((r) => r.adId)?.existingAdId;
  const couponProbe = rows.find((r) => r.couponId)?.existingCouponId;
  await db.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${payload}::jsonb) as r(i int, event_type text, user_id uuid, retailer_id uuid, coupon_id uuid, ad_id uuid, impression_id uuid, metadata jsonb, created_at timestamptz)
      where r.retailer_id is null or ${retailerExistsSql(sql`r.retailer_id`)}
    ), ins as (
      insert into analytics_events (event_type, user_id, retailer_id, coupon_id, ad_id, impression_id, metadata, created_at)
      select r.event_type,
             ${existingUserIdSql(sql`r.user_id`)},
             r.retailer_id,
             ${couponProbe ? couponProbe(sql`r.coupon_id`) : sql`null::uuid`},
             ${adProbe ? adProbe(sql`r.ad_id`) : sql`null::uuid`},
             r.impression_id, r.metadata, r.created_at
      from r
      order by r.i
      on conflict (event_type, impression_id) do nothing
      returning retailer_id, event_type, created_at
    ), dup as (
      select day, retailer_id, event_type, sum(n)::int as n from (
        select (created_at at time zone 'UTC')::date as day, retailer_id, event_type, 1 as n from r
        union all
        select (created_at at time zone 'UTC')::date, retailer_id, event_type, -1 from ins
      ) x group by 1, 2, 3 having sum(n) > 0
    )
    insert into analytics_dropped_events (day, retailer_id, event_type, reason, count)
    select day, retailer_id, event_type, 'duplicate', n from dup
    on conflict (day, retailer_id, event_type, reason) do update set count = analytics_dropped_events.count + excluded.count
  `);
}

/** Adds dropped events to the per-day counters, aggregated: one statement per flush. */
export async function writeDroppedEvents(db: Db, events: readonly DroppedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const counts = new Map<string, { day: string; retailer_id: string | null; event_type: string; reason: string; n: number }>();
  for (const e of events) {
    const day = e.at.toISOString().slice(0, 10);
    const key = `${day}|${e.retailerId ?? ""}|${e.eventType}|${e.reason}`;
    const entry = counts.get(key);
    if (entry) entry.n += 1;
    else counts.set(key, { day, retailer_id: e.retailerId, event_type: e.eventType, reason: e.reason, n: 1 });
  }
  await db.execute(sql`
    insert into analytics_dropped_events (day, retailer_id, event_type, reason, count)
    select r.day, r.retailer_id, r.event_type, r.reason, r.n
    from jsonb_to_recordset(${JSON.stringify([...counts.values()])}::jsonb) as r(day date, retailer_id uuid, event_type text, reason text, n int)
    where r.retailer_id is null or ${retailerExistsSql(sql`r.retailer_id`)}
    on conflict (day, retailer_id, event_type, reason) do update set count = analytics_dropped_events.count + excluded.count
  `);
}

const g = globalThis as unknown as { cartwiseAnalytics?: EventBuffer<AnalyticsRow>; cartwiseAnalyticsDrops?: EventBuffer<DroppedEvent> };

function buffer(): EventBuffer<AnalyticsRow> {
  g.cartwiseAnalytics ??= new EventBuffer<AnalyticsRow>({
    write: async (rows) => writeAnalyticsRows(await getDb(), rows),
    maxBatch: 500,
    intervalMs: 1000,
    onError: (error, n) => logger.error({ err: error, events: n }, "analytics: writing events failed; kept for the next flush"),
  });
  // On SIGTERM/SIGINT write what is queued before the database closes (close hooks wait for drain hooks).
  onShutdown("analytics-flush", () => flushAnalytics());
  return g.cartwiseAnalytics;
}

function dropBuffer(): EventBuffer<DroppedEvent> {
  g.cartwiseAnalyticsDrops ??= new EventBuffer<DroppedEvent>({
    write: async (events) => writeDroppedEvents(await getDb(), events),
    maxBatch: 5000,
    intervalMs: 1000,
    onError: (error, n) => logger.error({ err: error, events: n }, "analytics: writing dropped-event counts failed; kept for the next flush"),
  });
  return g.cartwiseAnalyticsDrops;
}

/** Queues an event; returns at once. Written within about a second by the next flush. */
export function recordAnalyticsEvent(row: AnalyticsRow): void {
  buffer().record(row);
}

/** Counts an event the server refused (buffered like the events, aggregated per flush). */
export function recordDroppedEvent(event: DroppedEvent): void {
  dropBuffer().record(event);
}

/** Writes every queued event and drop count now (tests, benchmarks, shutdown, a click awaiting its impression). */
export async function flushAnalytics(): Promise<void> {
  await Promise.all([buffer().flush(), dropBuffer().flush()]);
}

export function analyticsBufferStats() {
  return { ...buffer().stats };
}
