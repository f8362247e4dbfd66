import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { formatMoney, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { getRetailerTerms, PREMIUM_PLAN_USD_CENTS } from "@/modules/billing";
import { formatDate, formatDay, moneyInTerms, PLACEMENT_TITLES, type BookablePlacement } from "@/modules/billing/shared";
import { sendPreferencedMail, type SendOutcome } from "./send";

/** Coupon and billing reminders go this many days ahead. */
export const REMINDER_DAYS = 3;
/** A coupon that went live longer ago than this gets no "is live" e-mail (no backlog when mail is switched on). */
export const LIVE_LOOKBACK_DAYS = 7;

export type Tally = Record<SendOutcome, number>;
const tally = (): Tally => ({ sent: 0, opted_out: 0, already_sent: 0, failed: 0 });
const url = (path: string) => `${env.APP_URL.replace(/\/+$/, "")}${path}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

type CouponRow = { id: string; title: string; discount_value: string; expiry_date: string; retailer_id: string; retailer_name: string; user_id: string; email: string };

const liveCoupons = (now: Date) => sql`
  select c.id, c.title, c.discount_value, c.expiry_date::text as expiry_date, r.id as retailer_id, r.name as retailer_name, u.id as user_id, u.email
  from coupons c join retailers r on r.id = c.retailer_id join users u on u.id = r.user_id
  where c.status = 'available' and c.fee_status <> 'awaiting_payment' and c.expiry_date >= ${isoDay(now)}::date`;

/** "Your coupon is live": once per coupon, for coupons live now that went live in the last week. */
export async function sendCouponLiveMails(db: Db, now = new Date()): Promise<Tally> {
  const t = tally();
  const rows = await db.execute<CouponRow>(sql`${liveCoupons(now)}
    and c.created_at >= ${addDays(now, -LIVE_LOOKBACK_DAYS).toISOString()}::timestamptz
    and not exists (select 1 from sent_mail s where s.kind = 'coupon_live' and s.subject_id = c.id::text)
    order by c.created_at`);
  for (const c of rows.rows) {
    t[await sendPreferencedMail(db, {
      category: "coupon_confirmations",
      recipient: { userId: c.user_id, email: c.email },
      once: { kind: "coupon_live", subjectId: c.id, period: "live" },
      message: {
        subject: `Your coupon "${c.title}" is live`,
        text: `${c.retailer_name}: your coupon "${c.title}" (${c.discount_value}) is live — shoppers near your stores can now see and save it. It runs until ${formatDate(c.expiry_date, "long")}.\n\nManage your coupons: ${url("/retailer/settings#coupons")}`,
      },
    })]++;
  }
  return t;
}

/** "Your coupon ends soon": once per coupon and expiry date, REMINDER_DAYS ahead. */
export async function sendCouponExpiringMails(db: Db, now = new Date()): Promise<Tally> {
  const t = tally();
  const rows = await db.execute<CouponRow>(sql`${liveCoupons(now)}
    and c.expiry_date <= ${isoDay(addDays(now, REMINDER_DAYS))}::date
    order by c.expiry_date`);
  for (const c of rows.rows) {
    t[await sendPreferencedMail(db, {
      category: "coupon_confirmations",
      recipient: { userId: c.user_id, email: c.email },
      once: { kind: "coupon_expiring", subjectId: c.id, period: c.expiry_date },
      message: {
        subject: `Your coupon "${c.title}" ends on ${formatDate(c.expiry_date)}`,
        text: `${c.retailer_name}: your coupon "${c.title}" (${c.discount_value}) is valid through ${formatDate(c.expiry_date, "long")}, then shoppers stop seeing it.\n\nTo keep a deal running, upload a new coupon: ${url("/retailer/coupons/upload")}`,
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
  const rows = await db.execute<{ id: string; kind: string; placement: BookablePlacement | null; amount_cents: number; display_amount_cents: number; display_currency: CurrencyCode; created_at: string; retailer_id: string; retailer_name: string; user_id: string; email: string }>(sql`
    select p.id, p.kind, pb.placement::text as placement, p.amount_cents, p.display_amount_cents, p.display_currency, p.created_at::text, r.id as retailer_id, r.name as retailer_name, u.id as user_id, u.email
    from retailer_payments p join retailers r on r.id = p.retailer_id join users u on u.id = r.user_id
      left join placement_bookings pb on pb.id = p.placement_booking_id and pb.retailer_id = p.retailer_id
    where (p.kind = 'subscription' or (p.kind = 'placement' and pb.id is not null)) and p.status = 'failed' and not r.is_demo
      and p.created_at >= ${addDays(now, -LIVE_LOOKBACK_DAYS).toISOString()}::timestamptz
      and not exists (select 1 from sent_mail s where s.kind = 'payment_failed' and s.subject_id = p.id::text)`);
  for (const p of rows.rows) {
    const terms = await getRetailerTerms(db, { id: p.retailer_id, userId: p.user_id }, rates);
    const amount = p.display_currency !== "USD" && p.amount_cents > 0 ? `${formatMoney(p.display_amount_cents, p.display_currency)} (charged ${formatMoney(p.amount_cents, "USD")})` : formatMoney(p.amount_cents, "USD");
    const day = formatDay(new Date(p.created_at), terms.timeZone, "long");
    const message = p.kind === "placement" && p.placement
      ? {
          subject: `Your ${PLACEMENT_TITLES[p.placement]} payment failed`,
          text: `${p.retailer_name}: the monthly renewal payment of ${amount} for your ${PLACEMENT_TITLES[p.placement]} placement on ${day} failed, so your banners there have stopped showing. Stripe retries the charge with your saved card; when a retry is paid, the placement runs again. See or cancel the booking on your banners page: ${url("/retailer/banners")}`,
        }
      : {
          subject: "Your Cartwise Premium payment failed",
          text: `${p.retailer_name}: the Premium renewal payment of ${amount} on ${day} failed, so your account is on Basic for now. Update your payment method to restore Premium: ${url("/retailer/subscription")}`,
        };
    t[await sendPreferencedMail(db, {
      category: "billing_reminders",
      recipient: { userId: p.user_id, email: p.email },
      once: { kind: "payment_failed", subjectId: p.id, period: "failed" },
      message,
    })]++;
  }
  return t;
}

/** "Premium renews on …": once per subscription period, REMINDER_DAYS before a renewal that will happen. */
export async function sendRenewalReminders(db: Db, now = new Date(), rates?: RatesTable): Promise<Tally> {
  const t = tally();
  const rows = await db.execute<{ id: string; period_end: string; retailer_id: string; retailer_name: string; user_id: string; email: string }>(sql`
    select s.id, s.current_period_end::text as period_end, r.id as retailer_id, r.name as retailer_name, u.id as user_id, u.email
    from subscriptions s join retailers r on r.id = s.retailer_id join users u on u.id = r.user_id
    where s.status in ('active', 'trialing') and not s.cancel_at_period_end and not r.is_demo
      and s.current_period_end > ${now.toISOString()}::timestamptz
      and s.current_period_end <= ${addDays(now, REMINDER_DAYS).toISOString()}::timestamptz`);
  for (const s of rows.rows) {
    const terms = await getRetailerTerms(db, { id: s.retailer_id, userId: s.user_id }, rates);
    const end = new Date(s.period_end);
    const price = moneyInTerms(PREMIUM_PLAN_USD_CENTS, terms);
    t[await sendPreferencedMail(db, {
      category: "billing_reminders",
      recipient: { userId: s.user_id, email: s.email },
      once: { kind: "renewal_upcoming", subjectId: s.id, period: end.toISOString() },
      message: {
        subject: `Your Premium plan renews on ${formatDay(end, terms.timeZone)}`,
        text: `${s.retailer_name}: your Cartwise Premium plan renews on ${formatDay(end, terms.timeZone, "long")} (${terms.timeZone} time) for ${price.primary}${price.charged ? ` (${price.charged})` : ""}.\n\nTo change or cancel it: ${url("/retailer/subscription")}`,
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
export async function weeklyFigures(db: Db, retailerId: string, start: Date, end: Date) {
  const res = await db.execute<{ impressions: number; clicks: number; coupon_views: number; coupon_saves: number; redemptions: number }>(sql`
    select
      count(*) filter (where event_type = 'ad_impression')::int as impressions,
      count(*) filter (where event_type = 'ad_click')::int as clicks,
      count(*) filter (where event_type = 'coupon_view')::int as coupon_views,
      count(*) filter (where event_type = 'coupon_save')::int as coupon_saves,
      (select count(*)::int from coupon_redemptions cr join coupons c on c.id = cr.coupon_id
        where c.retailer_id = ${retailerId}::uuid and cr.redeemed_at >= ${start.toISOString()}::timestamptz and cr.redeemed_at < ${end.toISOString()}::timestamptz) as redemptions
    from analytics_events
    where retailer_id = ${retailerId}::uuid and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`);
  return res.rows[0] ?? { impressions: 0, clicks: 0, coupon_views: 0, coupon_saves: 0, redemptions: 0 };
}

/** The weekly performance report: once per retailer and ISO week, with the counted figures. */
export async function sendWeeklyPerformanceReports(db: Db, now = new Date()): Promise<Tally> {
  const t = tally();
  const week = lastFullWeek(now);
  const rows = await db.execute<{ retailer_id: string; retailer_name: string; user_id: string; email: string }>(sql`
    select r.id as retailer_id, r.name as retailer_name, u.id as user_id, u.email
    from retailers r join users u on u.id = r.user_id
    where r.created_at < ${week.end.toISOString()}::timestamptz
      and not exists (select 1 from sent_mail s where s.kind = 'performance_weekly' and s.subject_id = r.id::text and s.period = ${week.label})
    order by r.created_at`);
  for (const r of rows.rows) {
    const f = await weeklyFigures(db, r.retailer_id, week.start, week.end);
    const rate = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : "—");
    const last = addDays(week.end, -1);
    t[await sendPreferencedMail(db, {
      category: "performance_reports",
      recipient: { userId: r.user_id, email: r.email },
      once: { kind: "performance_weekly", subjectId: r.retailer_id, period: week.label },
      message: {
        subject: `Your Cartwise week: ${f.impressions} banner views, ${f.redemptions} coupon redemptions`,
        text: [
          `${r.retailer_name} — ${formatDate(isoDay(week.start))} to ${formatDate(isoDay(last))} (counted figures; repeats and bots are not counted):`,
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

/**
 * Marketing: one campaign (its id, subject and text written by an administrator) to every account
 * that opted in (marketing is off unless switched on), once per account and campaign.
 */
export async function sendMarketingCampaign(db: Db, campaign: { id: string; subject: string; text: string }): Promise<Tally> {
  const t = tally();
  if (!/^[a-z0-9][a-z0-9-]{2,39}$/.test(campaign.id)) throw new Error("A campaign id is 3–40 lower-case letters, digits and dashes");
  if (!campaign.subject.trim() || !campaign.text.trim()) throw new Error("A campaign needs a subject and a text");
  const rows = await db.execute<{ user_id: string; email: string }>(sql`
    select u.id as user_id, u.email from users u join email_preferences ep on ep.user_id = u.id
    where ep.marketing and u.email_verified_at is not null
      and not exists (select 1 from sent_mail s where s.kind = 'marketing' and s.subject_id = u.id::text and s.period = ${campaign.id})
    order by u.created_at`);
  for (const u of rows.rows) {
    t[await sendPreferencedMail(db, { category: "marketing", recipient: { userId: u.user_id, email: u.email }, once: { kind: "marketing", subjectId: u.user_id, period: campaign.id }, message: { subject: campaign.subject.trim(), text: campaign.text.trim() } })]++;
  }
  return t;
}
