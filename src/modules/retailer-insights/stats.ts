import "server-only";
import type { Db } from "@/server/db";
import { dailyEventSeries, eventTotalsSince, type DailyPoint, type EventTotals } from "@/modules/analytics";
import { paidSpendSince } from "@/modules/billing";
import { addLocal, NO_LOCAL, type LocalSpend } from "./funnel-model";
import { type RetailerRef } from "@/modules/retailers/shared";

/** Event counts for one retailer over one window (analytics counts them). */
export type { EventTotals };
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

/** Money the retailer actually paid (settled payments; demo no-charge records are 0) since each instant. */
export async function spendSince(db: Db, retailer: RetailerRef, since: Date[]): Promise<Array<{ usdCents: number; local: LocalSpend }>> {
  const perWindow = await paidSpendSince(db, retailer, since);
  return perWindow.map((rows) =>
    rows.reduce<{ usdCents: number; local: LocalSpend }>((acc, row) => {
      if (row.usdCents === 0) return acc;
      return { usdCents: acc.usdCents + row.usdCents, local: addLocal(acc.local, row.currency, row.shownCents) };
    }, { usdCents: 0, local: NO_LOCAL }),
  );
}

export async function windowFigures(db: Db, retailer: RetailerRef, now: Date, days: number[]): Promise<WindowFigures[]> {
  const since = days.map((d) => new Date(now.getTime() - d * DAY_MS));
  const [totals, spend] = await Promise.all([eventTotalsSince(db, retailer, since), spendSince(db, retailer, since)]);
  return totals.map((t, i) => ({ ...t, clickRatePct: clickRatePct(t.clicks, t.impressions), spendUsdCents: spend[i].usdCents, spendLocal: spend[i].local }));
}

export type { DailyPoint };

/** One point per UTC day for the last `days` days (today included), zeros where nothing happened. */
export function dailySeries(db: Db, retailer: RetailerRef, now: Date, days = 30): Promise<DailyPoint[]> {
  return dailyEventSeries(db, retailer, now, days);
}
