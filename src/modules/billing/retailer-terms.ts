import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";

/**
 * Money and dates in the retailer's own terms (issue 24 item 8, issue 26 item 6): amounts in its
 * currency (from its stores' country, else its profile), converted from the USD Stripe charges at
 * the currency module's rate with both shown, and days in its time zone. Pure: pages, e-mails and
 * tests share it.
 */
export interface RetailerTerms {
  currency: CurrencyCode;
  /** IANA zone: the retailer's first approved store's, else its country's main zone, else UTC. */
  timeZone: string;
  /** Units of `currency` per 1 USD (1 for USD). */
  ratePerUsd: number;
}

export const USD_TERMS: RetailerTerms = { currency: "USD", timeZone: "UTC", ratePerUsd: 1 };

/** The main zone of the demo countries, when a retailer has no store of its own yet. */
const COUNTRY_ZONE: Record<string, string> = { NZ: "Pacific/Auckland", AU: "Australia/Sydney" };
export const zoneForCountry = (code: string | null | undefined): string => COUNTRY_ZONE[code?.trim().toUpperCase() ?? ""] ?? "UTC";

/** A USD amount in the retailer's currency (whole cents, rounded half away from zero). */
export function toRetailerCents(usdCents: number, terms: RetailerTerms): number {
  return terms.currency === "USD" ? usdCents : Math.round(usdCents * terms.ratePerUsd);
}

/** "NZ$16.68 NZD (charged US$9.99 USD at 1 USD = 1.67 NZD)", or just the USD amount for a USD retailer. */
export function moneyInTerms(usdCents: number, terms: RetailerTerms): { primary: string; charged: string | null } {
  if (terms.currency === "USD") return { primary: formatMoney(usdCents, "USD"), charged: null };
  return { primary: formatMoney(toRetailerCents(usdCents, terms), terms.currency), charged: `charged ${formatMoney(usdCents, "USD")} at 1 USD = ${rateText(terms.ratePerUsd)} ${terms.currency}` };
}

export const rateText = (rate: number) => rate.toFixed(4).replace(/0{1,2}$/, "");

/** The rate a stored payment was shown at (its display amount over its USD amount). */
export function storedRate(usdCents: number, displayCents: number): number | null {
  return usdCents > 0 ? displayCents / usdCents : null;
}

/** "26 Nov 2026" (or "26 November 2026") of an instant, in the zone. */
export function formatDay(iso: string | Date, timeZone: string, month: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month, year: "numeric", timeZone }).format(typeof iso === "string" ? new Date(iso) : iso);
}

/** A calendar date ("2026-11-29", a coupon's expiry) as "29 Nov 2026": a date has no zone. */
export function formatDate(isoDay: string, month: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month, year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The calendar day of an instant in a zone, "yyyy-MM-dd". */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(instant);
}

export interface PlanDates {
  status: string | null;
  /** The current period's end (Stripe's current_period_end). */
  periodEnd: string | null;
  /** When it actually ended (Stripe's ended_at); null while it runs. */
  endedAt: string | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * What a plan's dates mean now: ended (on the day it really ended — a "cancel now" ends today,
 * not at the period's end), ending (cancel at period end), renewing, or failed (past due: no
 * "renews" while a payment is owed).
 */
export type PlanPhase =
  | { phase: "none" }
  | { phase: "ended"; on: string | null }
  | { phase: "ending"; on: string }
  | { phase: "renews"; on: string }
  | { phase: "payment_failed" };

export function planPhase(p: PlanDates, now: Date): PlanPhase {
  if (!p.status) return { phase: "none" };
  if (p.status === "past_due" || p.status === "unpaid") return { phase: "payment_failed" };
  if (p.status === "canceled" || p.status === "incomplete_expired") return { phase: "ended", on: p.endedAt ?? p.periodEnd };
  if (p.periodEnd && new Date(p.periodEnd) <= now) return p.cancelAtPeriodEnd ? { phase: "ended", on: p.periodEnd } : { phase: "none" };
  if (p.cancelAtPeriodEnd && p.periodEnd) return { phase: "ending", on: p.periodEnd };
  if (p.periodEnd && (p.status === "active" || p.status === "trialing")) return { phase: "renews", on: p.periodEnd };
  return { phase: "none" };
}

/** The settings page's short form: "renews 26 Dec 2026", "ends …", "ended …", "payment failed". */
export function planPhaseShort(phase: PlanPhase, timeZone: string): string | null {
  switch (phase.phase) {
    case "renews":
      return `renews ${formatDay(phase.on, timeZone)}`;
    case "ending":
      return `ends ${formatDay(phase.on, timeZone)}`;
    case "ended":
      return phase.on ? `ended ${formatDay(phase.on, timeZone)}` : "ended";
    case "payment_failed":
      return "payment failed — not renewing until it is paid";
    default:
      return null;
  }
}

/** A coupon's date line: "Valid until 29 Nov 2026", or "Ended <the day it really ended>". */
export function couponDateLine(c: { state: "live" | "awaiting_payment" | "expired"; expiryDate: string; endedAt: string | null }, timeZone: string): string {
  if (c.state !== "expired") return `Valid until ${formatDate(c.expiryDate)}`;
  // Ended early: the day "Expire now" was pressed, in the retailer's zone; else its last valid day.
  if (c.endedAt && dayIn(new Date(c.endedAt), timeZone) <= c.expiryDate) return `Ended ${formatDay(c.endedAt, timeZone)}`;
  return `Ended ${formatDate(c.expiryDate)}`;
}
