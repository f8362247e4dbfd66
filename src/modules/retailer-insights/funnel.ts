import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { requireRetailerProfile } from "@/modules/retailers";
import { type RetailerRef } from "@/modules/retailers/shared";
import { funnelEventRows, type FunnelEventRow } from "@/modules/analytics";
import { funnelPaymentRows } from "@/modules/billing";
import { listBannerTargets } from "@/modules/ads";
import { listFunnelCoupons } from "@/modules/coupons";
import {
  addCounts, addLocal, funnelCsv, NO_LOCAL, paymentKindName, periodDays, ZERO_COUNTS,
  type FunnelCounts, type FunnelDay, type FunnelPeriod, type FunnelReport, type FunnelTarget, type LocalSpend, type SpendByKind,
} from "./funnel-model";

/** The spec's placement names (§9), in its order. */
const PLACEMENT_NAMES: Record<string, string> = { homepage: "Homepage Header Banner", category: "Category Inline Banner", coupon: "Coupon Hub Featured Banner" };
const PLACEMENT_ORDER = Object.keys(PLACEMENT_NAMES);

/** Items listed at most per kind (the busiest first); the CSV carries the same ones. */
const MAX_ITEMS = 200;

type EventRow = FunnelEventRow;

const countsOf = (r: EventRow): FunnelCounts => ({ impressions: Number(r.imp), clicks: Number(r.clk), couponViews: Number(r.views), saves: Number(r.saves), redemptions: Number(r.red) });

function target(type: FunnelTarget["type"], id: string, name: string, detail: string): FunnelTarget {
  return { type, id, name, detail, counts: { ...ZERO_COUNTS }, daily: [], spendUsdCents: 0, spendLocal: NO_LOCAL, dailySpend: {}, dailySpendLocal: {} };
}

function addDay(t: FunnelTarget, day: string, c: FunnelCounts) {
  t.counts = addCounts(t.counts, c);
  const last = t.daily.at(-1);
  if (last?.day === day) Object.assign(last, addCounts(last, c));
  else t.daily.push({ day, ...c });
}

/**
 * The signed-in retailer's funnel over the last 30 or 90 UTC days (today included), from its own
 * counted analytics_events (decision 032) and its paid retailer_payments — nothing of another
 * retailer's can enter: every read is scoped by its retailer id.
 */
export async function loadFunnel(db: Db, retailer: RetailerRef, days: FunnelPeriod, now: Date): Promise<{ report: FunnelReport; unattributed: Array<{ day: string; kind: string; usdCents: number; local: LocalSpend }> }> {
  const to = now.toISOString().slice(0, 10);
  const calendar = periodDays(to, days);
  const since = new Date(`${calendar[0]}T00:00:00Z`);
  const [events, payments] = await Promise.all([
    funnelEventRows(db, retailer, since),
    // A placement payment counts against its booking's placement (the booking is the retailer's own).
    funnelPaymentRows(db, retailer, since),
  ]);

  const couponIds = [...new Set([...events.map((r) => r.coupon_id), ...payments.map((r) => r.coupon_id)].filter((v): v is string => Boolean(v)))];
  const [ads, coupons] = await Promise.all([listBannerTargets(db, retailer), listFunnelCoupons(db, retailer, couponIds, to)]);
  const placements = new Map(ads.map((ad) => [ad.id, target("placement", ad.id, ad.text, ad.placement)]));
  const couponTargets = new Map(coupons.map((cp) => [cp.id, target("coupon", cp.id, cp.title, cp.discount)]));
  const adPlacement = new Map(ads.map((ad) => [ad.id, ad.placement as string]));
  const booked = new Map<string, FunnelTarget>();
  const bookedTarget = (placement: string) => booked.get(placement) ?? booked.set(placement, target("booked_placement", placement, PLACEMENT_NAMES[placement] ?? placement, placement)).get(placement)!;
  for (const ad of ads) bookedTarget(ad.placement);

  const daily = new Map<string, FunnelDay>(calendar.map((day) => [day, { day, ...ZERO_COUNTS }]));
  let totals = { ...ZERO_COUNTS };
  for (const row of events) {
    const counts = countsOf(row);
    totals = addCounts(totals, counts);
    const d = daily.get(row.day);
    if (d) Object.assign(d, addCounts(d, counts));
    const t = (row.ad_id && placements.get(row.ad_id)) || (row.coupon_id && couponTargets.get(row.coupon_id)) || null;
    if (t) addDay(t, row.day, counts);
    const placement = row.ad_id ? adPlacement.get(row.ad_id) : undefined;
    if (placement) addDay(bookedTarget(placement), row.day, counts);
  }

  const byKind = new Map<string, SpendByKind>();
  const unattributed: Array<{ day: string; kind: string; usdCents: number; local: LocalSpend }> = [];
  let spendLocal = NO_LOCAL;
  for (const p of payments) {
    const cents = Number(p.cents);
    const shown = Number(p.display_cents);
    const k = byKind.get(p.kind) ?? { kind: p.kind, label: paymentKindName(p.kind), usdCents: 0, local: NO_LOCAL, payments: 0 };
    k.usdCents += cents;
    k.local = addLocal(k.local, p.display_currency, shown);
    k.payments += Number(p.n);
    byKind.set(p.kind, k);
    spendLocal = addLocal(spendLocal, p.display_currency, shown);
    const t = (p.coupon_id ? couponTargets.get(p.coupon_id) : undefined) ?? (p.kind === "placement" && p.placement ? bookedTarget(p.placement) : undefined);
    if (t) {
      t.spendUsdCents += cents;
      t.spendLocal = addLocal(t.spendLocal, p.display_currency, shown);
      t.dailySpend[p.day] = (t.dailySpend[p.day] ?? 0) + cents;
      if (p.display_currency !== "USD") t.dailySpendLocal[p.day] = (t.dailySpendLocal[p.day] ?? 0) + shown;
    } else {
      const last = unattributed.at(-1);
      if (last?.day === p.day && last.kind === p.kind) Object.assign(last, { usdCents: last.usdCents + cents, local: addLocal(last.local, p.display_currency, shown) });
      else unattributed.push({ day: p.day, kind: p.kind, usdCents: cents, local: addLocal(NO_LOCAL, p.display_currency, shown) });
    }
  }

  const busiest = (x: FunnelTarget, y: FunnelTarget) =>
    y.counts.redemptions - x.counts.redemptions || y.counts.clicks - x.counts.clicks || y.counts.impressions + y.counts.couponViews - (x.counts.impressions + x.counts.couponViews) || x.name.localeCompare(y.name);
  const spend = [...byKind.values()].sort((x, y) => y.usdCents - x.usdCents);
  return {
    report: {
      days,
      from: calendar[0],
      to,
      totals,
      daily: [...daily.values()],
      placements: [...placements.values()].sort(busiest).slice(0, MAX_ITEMS),
      bookedPlacements: [...booked.values()].sort((x, y) => PLACEMENT_ORDER.indexOf(x.id) - PLACEMENT_ORDER.indexOf(y.id)),
      coupons: [...couponTargets.values()].sort(busiest).slice(0, MAX_ITEMS),
      spend,
      spendUsdCents: spend.reduce((s, k) => s + k.usdCents, 0),
      spendLocal,
    },
    unattributed,
  };
}

export async function getAnalyticsFunnel(db: Db, actor: Actor, days: FunnelPeriod, now = new Date()): Promise<FunnelReport> {
  const retailer = await requireRetailerProfile(db, actor);
  return (await loadFunnel(db, retailer, days, now)).report;
}

/** The CSV export of the same figures (the signed-in retailer's own only). */
export async function exportAnalyticsCsv(db: Db, actor: Actor, days: FunnelPeriod, now = new Date()): Promise<{ csv: string; fileName: string }> {
  const retailer = await requireRetailerProfile(db, actor);
  const { report, unattributed } = await loadFunnel(db, retailer, days, now);
  return { csv: funnelCsv(report, unattributed), fileName: `cartwise-analytics-${report.from}-to-${report.to}.csv` };
}
