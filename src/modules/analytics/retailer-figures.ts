import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { type RetailerRef } from "@/modules/retailers/shared";

/** The counted figures (decision 032) of one retailer in [start, end): the weekly performance report's. */
export async function countRetailerEventsBetween(db: Db, retailer: RetailerRef, start: Date, end: Date): Promise<{ impressions: number; clicks: number; couponViews: number; couponSaves: number }> {
  const res = await db.execute<{ impressions: number; clicks: number; coupon_views: number; coupon_saves: number }>(sql`
    select
      count(*) filter (where event_type = 'ad_impression')::int as impressions,
      count(*) filter (where event_type = 'ad_click')::int as clicks,
      count(*) filter (where event_type = 'coupon_view')::int as coupon_views,
      count(*) filter (where event_type = 'coupon_save')::int as coupon_saves
    from analytics_events
    where retailer_id = ${retailer.id}::uuid and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`);
  const r = res.rows[0];
  return { impressions: Number(r?.impressions ?? 0), clicks: Number(r?.clicks ?? 0), couponViews: Number(r?.coupon_views ?? 0), couponSaves: Number(r?.coupon_saves ?? 0) };
}
