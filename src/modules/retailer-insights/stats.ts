import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { ANALYTICS_EVENT } from "./events";
import { addLocal, NO_LOCAL, type LocalSpend } from "./funnel-model";

/** Event counts for one retailer over one window, straight from analytics_events. */
export interface EventTotals { impressions: number; clicks: number; couponViews: number; couponSaves: number; redemptions: number }
export interface WindowFigures extends EventTotals {
  /** Banner clicks ÷ banner impressions, in percent with one decimal; null with no impressions. */
  clickRatePct: number | null;
  /** Settled payments (USD cents) in the window. */
  spendUsdCents: number;
  /** The same payments in the currency each was shown in (decision 049), for the retailer's terms. */
  spendLocal: LocalSpend;
}

export const DAY_MS = 86_400_000;

export function clickRatePct(clicks: number, impressions: number): number | null {
  if (impressions <= 0) return null;
  return Math.round((clicks / impressions) * 1000) / 10;
}

/** Counts every analytics event type for a retailer since each given instant, in one scan of its index range. */
export async function eventTotalsSince(db: Db, retailerId: string, since: Date[]): Promise<EventTotals[]> {
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const E = ANALYTICS_EVENT;
  const cols = since.map((s, i) => sql`
    count(*) filter (where event_type = ${E.adImpression} and created_at >= ${s})::int as ${sql.identifier(`imp_${i}`)},
    count(*) filter (where event_type = ${E.adClick} and created_at >= ${s})::int as ${sql.identifier(`clk_${i}`)},
    count(*) filter (where event_type = ${E.couponView} and created_at >= ${s})::int as ${sql.identifier(`view_${i}`)},
    count(*) filter (where event_type = ${E.couponSave} and created_at >= ${s})::int as ${sql.identifier(`save_${i}`)},
    count(*) filter (where event_type = ${E.couponRedemption} and created_at >= ${s})::int as ${sql.identifier(`red_${i}`)}`);
  const res = await db.execute<Record<string, number>>(sql`
    select ${sql.join(cols, sql`, `)}
    from analytics_events
    where retailer_id = ${retailerId} and created_at >= ${earliest}`);
  const row = res.rows[0] ?? {};
  return since.map((_, i) => ({
    impressions: Number(row[`imp_${i}`] ?? 0),
    clicks: Number(row[`clk_${i}`] ?? 0),
    couponViews: Number(row[`view_${i}`] ?? 0),
    couponSaves: Number(row[`save_${i}`] ?? 0),
    redemptions: Number(row[`red_${i}`] ?? 0),
  }));
}

/** Money the retailer actually paid (settled payments; demo no-charge records are 0) since each instant. */
export async function spendSince(db: Db, retailerId: string, since: Date[]): Promise<Array<{ usdCents: number; local: LocalSpend }>> {
  const cols = since.map((s, i) => sql`coalesce(sum(amount_cents) filter (where coalesce(paid_at, created_at) >= ${s}), 0)::int as ${sql.identifier(`spend_${i}`)},
    coalesce(sum(display_amount_cents) filter (where coalesce(paid_at, created_at) >= ${s}), 0)::int as ${sql.identifier(`shown_${i}`)}`);
  const res = await db.execute<Record<string, number | string>>(sql`
    select display_currency::text as currency, ${sql.join(cols, sql`, `)} from retailer_payments
    where retailer_id = ${retailerId} and status = 'paid' and is_demo_no_charge = false
    group by display_currency`);
  return since.map((_, i) =>
    res.rows.reduce<{ usdCents: number; local: LocalSpend }>((acc, row) => {
      const usd = Number(row[`spend_${i}`] ?? 0);
      if (usd === 0) return acc;
      return { usdCents: acc.usdCents + usd, local: addLocal(acc.local, String(row.currency), Number(row[`shown_${i}`] ?? 0)) };
    }, { usdCents: 0, local: NO_LOCAL }),
  );
}

export async function windowFigures(db: Db, retailerId: string, now: Date, days: number[]): Promise<WindowFigures[]> {
  const since = days.map((d) => new Date(now.getTime() - d * DAY_MS));
  const [totals, spend] = await Promise.all([eventTotalsSince(db, retailerId, since), spendSince(db, retailerId, since)]);
  return totals.map((t, i) => ({ ...t, clickRatePct: clickRatePct(t.clicks, t.impressions), spendUsdCents: spend[i].usdCents, spendLocal: spend[i].local }));
}

export interface DailyPoint { day: string; impressions: number; clicks: number; redemptions: number }

/** One point per UTC day for the last `days` days (today included), zeros where nothing happened. */
export async function dailySeries(db: Db, retailerId: string, now: Date, days = 30): Promise<DailyPoint[]> {
  const today = now.toISOString().slice(0, 10);
  const E = ANALYTICS_EVENT;
  const res = await db.execute<{ day: string; impressions: number; clicks: number; redemptions: number }>(sql`
    with days as (
      select generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day')::date as day
    ), counts as (
      select (created_at at time zone 'UTC')::date as day,
        count(*) filter (where event_type = ${E.adImpression})::int as impressions,
        count(*) filter (where event_type = ${E.adClick})::int as clicks,
        count(*) filter (where event_type = ${E.couponRedemption})::int as redemptions
      from analytics_events
      where retailer_id = ${retailerId}
        and created_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.impressions, 0)::int as impressions,
      coalesce(c.clicks, 0)::int as clicks, coalesce(c.redemptions, 0)::int as redemptions
    from days d left join counts c on c.day = d.day
    order by d.day`);
  return res.rows.map((r) => ({ day: r.day, impressions: Number(r.impressions), clicks: Number(r.clicks), redemptions: Number(r.redemptions) }));
}
