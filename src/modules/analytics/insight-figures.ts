import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";
import { type RetailerRef } from "@/modules/retailers/shared";

/*
 * One retailer's counted events (decision 032) as the retailer portal's figures need them. Only
 * analytics names analytics_events (decision 059); retailer-insights and ads compose these.
 */

const E = { adImpression: "ad_impression", adClick: "ad_click", couponView: "coupon_view", couponSave: "coupon_save", couponRedemption: "coupon_redemption" } as const;

/** Event counts for one retailer over one window, straight from analytics_events. */
export interface EventTotals { impressions: number; clicks: number; couponViews: number; couponSaves: number; redemptions: number }

/** Counts every analytics event type for a retailer since each given instant, in one scan of its index range. */
export async function eventTotalsSince(db: Db, retailer: RetailerRef, since: Date[]): Promise<EventTotals[]> {
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const cols = since.map((s, i) => sql`
    count(*) filter (where event_type = ${E.adImpression} and created_at >= ${s})::int as ${sql.identifier(`imp_${i}`)},
    count(*) filter (where event_type = ${E.adClick} and created_at >= ${s})::int as ${sql.identifier(`clk_${i}`)},
    count(*) filter (where event_type = ${E.couponView} and created_at >= ${s})::int as ${sql.identifier(`view_${i}`)},
    count(*) filter (where event_type = ${E.couponSave} and created_at >= ${s})::int as ${sql.identifier(`save_${i}`)},
    count(*) filter (where event_type = ${E.couponRedemption} and created_at >= ${s})::int as ${sql.identifier(`red_${i}`)}`);
  const res = await db.execute<Record<string, number>>(sql`
    select ${sql.join(cols, sql`, `)}
    from analytics_events
    where retailer_id = ${retailer.id} and created_at >= ${earliest}`);
  const row = res.rows[0] ?? {};
  return since.map((_, i) => ({
    impressions: Number(row[`imp_${i}`] ?? 0),
    clicks: Number(row[`clk_${i}`] ?? 0),
    couponViews: Number(row[`view_${i}`] ?? 0),
    couponSaves: Number(row[`save_${i}`] ?? 0),
    redemptions: Number(row[`red_${i}`] ?? 0),
  }));
}

export interface DailyPoint { day: string; impressions: number; clicks: number; redemptions: number }

/** One point per UTC day for the last `days` days (today included), zeros where nothing happened. */
export async function dailyEventSeries(db: Db, retailer: RetailerRef, now: Date, days = 30): Promise<DailyPoint[]> {
  const today = now.toISOString().slice(0, 10);
  const res = await db.execute<{ day: string; impressions: number; clicks: number; redemptions: number }>(sql`
    with days as (
      select generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day')::date as day
    ), counts as (
      select (created_at at time zone 'UTC')::date as day,
        count(*) filter (where event_type = ${E.adImpression})::int as impressions,
        count(*) filter (where event_type = ${E.adClick})::int as clicks,
        count(*) filter (where event_type = ${E.couponRedemption})::int as redemptions
      from analytics_events
      where retailer_id = ${retailer.id}
        and created_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.impressions, 0)::int as impressions,
      coalesce(c.clicks, 0)::int as clicks, coalesce(c.redemptions, 0)::int as redemptions
    from days d left join counts c on c.day = d.day
    order by d.day`);
  return res.rows.map((r) => ({ day: r.day, impressions: Number(r.impressions), clicks: Number(r.clicks), redemptions: Number(r.redemptions) }));
}

export type FunnelEventRow = { day: string; ad_id: string | null; coupon_id: string | null; imp: number; clk: number; views: number; saves: number; red: number };

/** The retailer's funnel events since `since`, per UTC day, banner and coupon. */
export async function funnelEventRows(db: Db, retailer: RetailerRef, since: Date): Promise<FunnelEventRow[]> {
  const res = await db.execute<FunnelEventRow>(sql`
      select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, ad_id, coupon_id,
        count(*) filter (where event_type = ${E.adImpression})::int as imp,
        count(*) filter (where event_type = ${E.adClick})::int as clk,
        count(*) filter (where event_type = ${E.couponView})::int as views,
        count(*) filter (where event_type = ${E.couponSave})::int as saves,
        count(*) filter (where event_type = ${E.couponRedemption})::int as red
      from analytics_events
      where retailer_id = ${retailer.id} and created_at >= ${since}
        and event_type in (${E.adImpression}, ${E.adClick}, ${E.couponView}, ${E.couponSave}, ${E.couponRedemption})
      group by 1, 2, 3
      order by 1`);
  return res.rows;
}

/** The retailer's latest coupon redemptions, newest first (the dashboard's activity). */
export async function recentRedemptionEvents(db: Db, retailer: RetailerRef, limit: number): Promise<Array<{ id: number; at: Date; couponId: string | null }>> {
  const res = await db.execute<{ id: number; created_at: string | Date; coupon_id: string | null }>(sql`
    select id, created_at, coupon_id from analytics_events
    where retailer_id = ${retailer.id} and event_type = ${E.couponRedemption}
    order by created_at desc
    limit ${limit}`);
  return res.rows.map((r) => ({ id: Number(r.id), at: new Date(r.created_at), couponId: r.coupon_id }));
}

/**
 * SQL fragment for the coupons module's per-coupon performance (one statement, decision 059): a
 * subquery of (coupon_id, views, saves, redemptions) over the retailer's own coupon events.
 */
export function couponEventCountsSql(retailer: RetailerRef): SQL {
  return sql`(
    select coupon_id,
      count(*) filter (where event_type = ${E.couponView})::int as views,
      count(*) filter (where event_type = ${E.couponSave})::int as saves,
      count(*) filter (where event_type = ${E.couponRedemption})::int as redemptions
    from analytics_events
    where retailer_id = ${retailer.id} and coupon_id is not null and event_type in (${E.couponView}, ${E.couponSave}, ${E.couponRedemption})
    group by coupon_id
  )`;
}

/**
 * Distinct signed-in viewers with a counted impression of any banner in each group since `since`
 * (ads groups its banners by placement: analytics knows ad ids, not placements).
 */
export async function countImpressionViewers(db: Db, retailer: RetailerRef, since: Date, groups: Record<string, string[]>): Promise<Record<string, number>> {
  const keys = Object.keys(groups).filter((k) => groups[k]!.length > 0);
  const out: Record<string, number> = Object.fromEntries(Object.keys(groups).map((k) => [k, 0]));
  if (!keys.length) return out;
  const cols = keys.map((k, i) => sql`count(distinct user_id) filter (where ad_id = any(${uuidArray(groups[k]!)}))::int as ${sql.identifier(`g_${i}`)}`);
  const res = await db.execute<Record<string, number>>(sql`
    select ${sql.join(cols, sql`, `)}
    from analytics_events
    where retailer_id = ${retailer.id} and event_type = ${E.adImpression} and created_at >= ${since} and user_id is not null`);
  const row = res.rows[0] ?? {};
  keys.forEach((k, i) => (out[k] = Number(row[`g_${i}`] ?? 0)));
  return out;
}
