import "server-only";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { formatMoney, type RatesTable } from "@/modules/currency/engine";
import { getRetailerTerms, PREMIUM_PLAN_USD_CENTS } from "@/modules/billing";
import { listFailedPaymentsSince, listSubscriptionsRenewingBetween } from "@/modules/billing";
import { formatDate, formatDay, moneyInTerms, PLACEMENT_TITLES } from "@/modules/billing/shared";
import { countCouponRedemptions, listLiveCoupons, type LiveCoupon } from "@/modules/coupons";
import { countRetailerEventsBetween } from "@/modules/analytics";
import { getRetailerContacts, listRetailerContactsCreatedBefore, retailerRefFromOwnRow, type RetailerContact } from "@/modules/retailers";
import { alreadySent, sendPreferencedMail, type SendOutcome } from "@/modules/mailings";
import { type RetailerRef } from "@/modules/retailers/shared";

/** Coupon and billing reminders go this many days ahead. */
export const REMINDER_DAYS = 3;
/** A coupon that went live longer ago than this gets no "is live" e-mail (no backlog when mail is switched on). */
export const LIVE_LOOKBACK_DAYS = 7;

export type Tally = Record<SendOutcome, number>;
const tally = (): Tally => ({ sent: 0, opted_out: 0, already_sent: 0, failed: 0 });
const url = (path: string) => `${env.APP_URL.replace(/\/+$/, "")}${path}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Each row with its retailer's contact (the retailers and users modules own those rows; a row without one is skipped). */
async function withRetailers<T extends { retailerId: string }>(db: Db, rows: T[]): Promise<Array<T & { retailer: RetailerContact }>> {
  const contacts = await getRetailerContacts(db, rows.map((r) => r.retailerId));
  return rows.flatMap((r) => {
    const retailer = contacts.get(r.retailerId);
    return retailer ? [{ ...r, retailer }] : [];
  });
}

/** "Your coupon is live": once per coupon, for coupons live now that went live in the last week. */
export async function sendCouponLiveMails(db: Db, now = new Date()): Promise<Tally> {
  const t = tally();
  const live = await listLiveCoupons(db, isoDay(now), { createdSince: addDays(now, -LIVE_LOOKBACK_DAYS) });
  const sent = await alreadySent(db, "coupon_live", live.map((c) => c.id));
  for (const c of await withRetailers<LiveCoupon>(db, live.filter((c) => !sent.has(c.id)))) {
    t[await sendPreferencedMail(db, {
      category: "coupon_confirmations",
      recipient: { userId: c.retailer.userId, email: c.retailer.email },
      once: { kind: "coupon_live", subjectId: c.id, period: "live" },
      message: {
        subject: `Your coupon "${c.title}" is live`,
        text: `${c.retailer.name}: your coupon "${c.title}" (${c.discountValue}) is live — shoppers near your stores can now see and save it. It runs until ${formatDate(c.expiryDate, "long")}.\n\nManage your coupons: ${url("/retailer/settings#coupons")}`,
      },
    })]++;
  }
  return t;
}

/** "Your coupon ends soon": once per coupon and expiry date, REMINDER_DAYS ahead. */
export async function sendCouponExpiringMails(db: Db, now = new Date()): Promise<Tally> {
  const t = tally();
  const ending = await listLiveCoupons(db, isoDay(now), { endingBy: isoDay(addDays(now, REMINDER_DAYS)) });
  for (const c of await withRetailers<LiveCoupon>(db, ending)) {
    t[await sendPreferencedMail(db, {
      category: "coupon_confirmations",
      recipient: { userId: c.retailer.userId, email: c.retailer.email },
      once: { kind: "coupon_expiring", subjectId: c.id, period: c.expiryDate },
      message: {
        subject: `Your coupon "${c.title}" ends on ${formatDate(c.expiryDate)}`,
        text: `${c.retailer.name}: your coupon "${c.title}" (${c.discountValue}) is valid through ${formatDate(c.expiryDate, "long")}, then shoppers stop seeing it.\n\nTo keep a deal running, upload a new coupon: ${url("/retailer/coupons/upload")}`,
      },
    })]++;
  }
  return t;
}

/**
 * "Your payment failed": once per failed invoice the billing webhook records — a Premium renewal, or a
 * placement's monthly renewal (decision 056) — in the retailer's currency, under billing reminders.
 */
export async function sendPaymentFailedMails(db: Db, now = new Date(), rates?: RatesTable): Promise<Tally> {
  const t = tally();
  const failed = await listFailedPaymentsSince(db, addDays(now, -LIVE_LOOKBACK_DAYS));
  const sent = await alreadySent(db, "payment_failed", failed.map((p) => p.id));
  const rows = (await withRetailers(db, failed.filter((p) => !sent.has(p.id)))).filter((p) => !p.retailer.isDemo);
  for (const p of rows) {
    const terms = await getRetailerTerms(db, { id: p.retailerId, userId: p.retailer.userId }, rates);
    const amount = p.displayCurrency !== "USD" && p.amountCents > 0 ? `${formatMoney(p.displayAmountCents, p.displayCurrency)} (charged ${formatMoney(p.amountCents, "USD")})` : formatMoney(p.amountCents, "USD");
    const day = formatDay(new Date(p.createdAt), terms.timeZone, "long");
    const message = p.kind === "placement" && p.placement
      ? {
          subject: `Your ${PLACEMENT_TITLES[p.placement]} payment failed`,
          text: `${p.retailer.name}: the monthly renewal payment of ${amount} for your ${PLACEMENT_TITLES[p.placement]} placement on ${day} failed, so your banners there have stopped showing. Stripe retries the charge with your saved card; when a retry is paid, the placement runs again. See or cancel the booking on your banners page: ${url("/retailer/banners")}`,
        }
      : {
          subject: "Your Cartwise Premium payment failed",
          text: `${p.retailer.name}: the Premium renewal payment of ${amount} on ${day} failed, so your account is on Basic for now. Update your payment method to restore Premium: ${url("/retailer/subscription")}`,
        };
    t[await sendPreferencedMail(db, {
      category: "billing_reminders",
      recipient: { userId: p.retailer.userId, email: p.retailer.email },
      once: { kind: "payment_failed", subjectId: p.id, period: "failed" },
      message,
    })]++;
  }
  return t;
}

/** "Premium renews on …": once per subscription period, REMINDER_DAYS before a renewal that will happen. */
export async function sendRenewalReminders(db: Db, now = new Date(), rates?: RatesTable): Promise<Tally> {
  const t = tally();
  const renewing = await listSubscriptionsRenewingBetween(db, now, addDays(now, REMINDER_DAYS));
  const rows = (await withRetailers(db, renewing)).filter((r) => !r.retailer.isDemo);
  for (const s of rows) {
    const terms = await getRetailerTerms(db, { id: s.retailerId, userId: s.retailer.userId }, rates);
    const end = new Date(s.periodEnd);
    const price = moneyInTerms(PREMIUM_PLAN_USD_CENTS, terms);
    t[await sendPreferencedMail(db, {
      category: "billing_reminders",
      recipient: { userId: s.retailer.userId, email: s.retailer.email },
      once: { kind: "renewal_upcoming", subjectId: s.id, period: end.toISOString() },
      message: {
        subject: `Your Premium plan renews on ${formatDay(end, terms.timeZone)}`,
        text: `${s.retailer.name}: your Cartwise Premium plan renews on ${formatDay(end, terms.timeZone, "long")} (${terms.timeZone} time) for ${price.primary}${price.charged ? ` (${price.charged})` : ""}.\n\nTo change or cancel it: ${url("/retailer/subscription")}`,
      },
    })]++;
  }
  return t;
}

/** The ISO week (Monday 00:00 UTC to the next Monday) that ended most recently before `now`. */
export function lastFullWeek(now: Date): { start: Date; end: Date; label: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const end = addDays(day, -sinceMonday);
  const start = addDays(end, -7);
  // ISO week number of the week's Thursday.
  const thursday = addDays(start, 3);
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((thursday.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return { start, end, label: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}` };
}

/** The counted figures (decision 032) of one retailer's week. */
export async function weeklyFigures(db: Db, retailer: RetailerRef, start: Date, end: Date) {
  const [events, redemptions] = await Promise.all([countRetailerEventsBetween(db, retailer, start, end), countCouponRedemptions(db, retailer, start, end)]);
  return { impressions: events.impressions, clicks: events.clicks, coupon_views: events.couponViews, coupon_saves: events.couponSaves, redemptions };
}

/** The weekly performance report: once per retailer and ISO week, with the counted figures. */
export async function sendWeeklyPerformanceReports(db: Db, now = new Date()): Promise<Tally> {
  const t = tally();
  const week = lastFullWeek(now);
  const retailers = await listRetailerContactsCreatedBefore(db, week.end);
  const sent = await alreadySent(db, "performance_weekly", retailers.map((r) => r.retailerId), week.label);
  const rows = retailers.filter((r) => !sent.has(r.retailerId));
  for (const r of rows) {
    const f = await weeklyFigures(db, retailerRefFromOwnRow(r.retailerId), week.start, week.end);
    const rate = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : "—");
    const last = addDays(week.end, -1);
    t[await sendPreferencedMail(db, {
      category: "performance_reports",
      recipient: { userId: r.userId, email: r.email },
      once: { kind: "performance_weekly", subjectId: r.retailerId, period: week.label },
      message: {
        subject: `Your Cartwise week: ${f.impressions} banner views, ${f.redemptions} coupon redemptions`,
        text: [
          `${r.name} — ${formatDate(isoDay(week.start))} to ${formatDate(isoDay(last))} (counted figures; repeats and bots are not counted):`,
          "",
          `Banner impressions: ${f.impressions}`,
          `Banner clicks: ${f.clicks} (click rate ${rate(f.clicks, f.impressions)})`,
          `Coupon views: ${f.coupon_views}`,
          `Coupon saves: ${f.coupon_saves}`,
          `Coupon redemptions: ${f.redemptions} (of views ${rate(f.redemptions, f.coupon_views)})`,
          "",
          `Your analytics: ${url("/retailer/analytics")}`,
        ].join("\n"),
      },
    })]++;
  }
  return t;
}
