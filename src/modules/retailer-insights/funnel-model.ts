import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";

/**
 * The retailer's funnel (issue 26 item 8, decision 052), pure: per placement (banner) and per
 * coupon, impressions → clicks → coupon saves → redemptions per UTC day, the rates between them,
 * and the spend that bought them. The portal page and the CSV export read the same model.
 */
export const FUNNEL_PERIODS = [30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const parseFunnelPeriod = (v: unknown): FunnelPeriod => (String(v) === "90" ? 90 : 30);

export interface FunnelCounts { impressions: number; clicks: number; couponViews: number; saves: number; redemptions: number }
export const ZERO_COUNTS: FunnelCounts = { impressions: 0, clicks: 0, couponViews: 0, saves: 0, redemptions: 0 };

export interface FunnelDay extends FunnelCounts { day: string }

/**
 * The same spend in the currency each payment was shown in when it was made (decision 049: the
 * retailer's terms, at that day's rate). `currency` null: nothing in another currency than USD.
 * `mixed`: payments shown in different currencies (a retailer whose stores moved) — only USD is shown.
 */
export interface LocalSpend { currency: string | null; cents: number; mixed: boolean }
export const NO_LOCAL: LocalSpend = { currency: null, cents: 0, mixed: false };

export function addLocal(a: LocalSpend, currency: string, cents: number): LocalSpend {
  if (currency === "USD" && a.currency === null) return a;
  if (a.currency !== null && a.currency !== currency) return { ...a, mixed: true };
  return { currency, cents: a.cents + cents, mixed: a.mixed };
}

export interface FunnelTarget {
  /** placement: one banner · booked_placement: a placement (homepage…) as a whole, which bookings pay for · coupon. */
  type: "placement" | "booked_placement" | "coupon";
  id: string;
  name: string;
  /** Banner: its placement ("homepage"); coupon: its discount. */
  detail: string;
  counts: FunnelCounts;
  /** Only days with an event or a payment, oldest first. */
  daily: FunnelDay[];
  /** Paid (not demo) retailer_payments tied to this item in the period, USD cents. */
  spendUsdCents: number;
  spendLocal: LocalSpend;
  dailySpend: Record<string, number>;
  dailySpendLocal: Record<string, number>;
}

export interface SpendByKind { kind: string; label: string; usdCents: number; local: LocalSpend; payments: number }

export interface FunnelReport {
  days: FunnelPeriod;
  /** First and last UTC day of the period (inclusive). */
  from: string;
  to: string;
  totals: FunnelCounts;
  /** Every day of the period, zeros included. */
  daily: FunnelDay[];
  placements: FunnelTarget[];
  /** Per placement (homepage, category, coupon hub): its banners' impressions and clicks and what its bookings' payments cost. */
  bookedPlacements: FunnelTarget[];
  coupons: FunnelTarget[];
  spend: SpendByKind[];
  spendUsdCents: number;
  spendLocal: LocalSpend;
}

/** A percentage with one decimal; null when there is nothing to divide by. */
export function ratePct(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Banner clicks per impression. */
export const clickRate = (c: FunnelCounts) => ratePct(c.clicks, c.impressions);
/** Coupon saves per coupon view. */
export const saveRate = (c: FunnelCounts) => ratePct(c.saves, c.couponViews);
/** Redemptions per coupon view (a shopper may redeem without saving first). */
export const redemptionRate = (c: FunnelCounts) => ratePct(c.redemptions, c.couponViews);

/** Spend per result, in cents (rounded); null with no results or no spend. */
export function costPer(spendUsdCents: number, results: number): number | null {
  return spendUsdCents > 0 && results > 0 ? Math.round(spendUsdCents / results) : null;
}

/**
 * A spend in the retailer's terms: "NZ$50.08 NZD (charged US$29.99 USD at 1 USD = 1.67 NZD)", the
 * rate being the one the payments were shown at; just USD when they were shown in USD or in mixed currencies.
 */
export function spendInTerms(usdCents: number, local: LocalSpend): { primary: string; charged: string | null } {
  const usd = formatMoney(usdCents, "USD");
  if (!local.currency || local.mixed || local.currency === "USD" || usdCents <= 0) return { primary: usd, charged: null };
  const rate = (local.cents / usdCents).toFixed(4).replace(/0{1,2}$/, "");
  return { primary: formatMoney(local.cents, local.currency as CurrencyCode), charged: `charged ${usd} at 1 USD = ${rate} ${local.currency}` };
}

/** Spend per result in both currencies (each rounded); null with no results or no spend. */
export function costPerInTerms(usdCents: number, local: LocalSpend, results: number): { usdCents: number; local: LocalSpend } | null {
  const usd = costPer(usdCents, results);
  if (usd === null) return null;
  return { usdCents: usd, local: local.currency ? { ...local, cents: Math.round(local.cents / results) } : local };
}

export function addCounts(a: FunnelCounts, b: FunnelCounts): FunnelCounts {
  return { impressions: a.impressions + b.impressions, clicks: a.clicks + b.clicks, couponViews: a.couponViews + b.couponViews, saves: a.saves + b.saves, redemptions: a.redemptions + b.redemptions };
}

export const paymentKindName = (kind: string): string =>
  ({ coupon_fee: "Coupon fees", subscription: "Premium plan", placement: "Placements" })[kind] ?? kind.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The UTC days from `to` back over `days` days, oldest first. */
export function periodDays(to: string, days: number): string[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

// ---- CSV ---------------------------------------------------------------------------------------

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. Text
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = ["date", "item_type", "item_id", "item_name", "detail", "impressions", "clicks", "coupon_views", "saves", "redemptions", "click_rate_pct", "redemption_rate_pct", "spend_usd", "spend_local", "local_currency"];

const usd = (cents: number) => (cents / 100).toFixed(2);
const pct = (v: number | null) => (v === null ? null : v.toFixed(1));

/**
 * The export: one row per item per day with an event or a payment — banners, then each placement
 * as a whole (its banners' counts again, with its bookings' spend: cost per click per placement),
 * then coupons — then payments not tied to one item (the plan) per day, CRLF line ends. Spend in
 * USD as charged, and in the currency it was shown in (empty when USD).
 */
export function funnelCsv(report: FunnelReport, unattributed: Array<{ day: string; kind: string; usdCents: number; local: LocalSpend }>): string {
  const rows: Array<Array<string | number | null>> = [CSV_HEADER];
  const local = (l: LocalSpend, cents: number | undefined) => (l.currency && !l.mixed && cents !== undefined ? [usd(cents), l.currency] : [null, null]);
  for (const t of [...report.placements, ...report.bookedPlacements, ...report.coupons]) {
    const days = new Set([...t.daily.map((d) => d.day), ...Object.keys(t.dailySpend)]);
    const byDay = new Map(t.daily.map((d) => [d.day, d]));
    for (const day of [...days].sort()) {
      const c = byDay.get(day) ?? { ...ZERO_COUNTS, day };
      rows.push([day, t.type, t.id, t.name, t.detail, c.impressions, c.clicks, c.couponViews, c.saves, c.redemptions, pct(clickRate(c)), pct(redemptionRate(c)), usd(t.dailySpend[day] ?? 0), ...local(t.spendLocal, t.dailySpendLocal[day])]);
    }
  }
  for (const p of unattributed) rows.push([p.day, "payment", null, paymentKindName(p.kind), p.kind, 0, 0, 0, 0, 0, null, null, usd(p.usdCents), ...local(p.local, p.local.cents)]);
  return rows.map((r) => r.map((v) => csvField(v)).join(",")).join("\r\n") + "\r\n";
}
