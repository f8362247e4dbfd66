import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { isAppError } from "@/server/errors";
import { FALLBACK_RATES } from "@/modules/currency/engine";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { generatePriceDropAlerts } from "@/modules/alerts/generate";
import { sendPriceDropDigests } from "@/modules/alerts/digest";
import { inviteAndMail } from "@/modules/lists/sharing/invite-mail";
import { runMailJobs } from "@/modules/scheduled-mail/jobs";
import { lastFullWeek, sendPaymentFailedMails, sendRenewalReminders } from "@/modules/scheduled-mail/retailer-mail";
import { sendMarketingCampaign } from "./marketing";
import { handleUnsubscribePost } from "./routes";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./tokens";
import { getShopperEmailPreferences, setShopperEmailPreference, wantsMail } from "./preferences";

/*
 * Every preference-governed e-mail on PostgreSQL, on a fixed clock: each kind goes out when its
 * toggle is on (and its default), not when off; carries RFC 8058 headers whose link switches off
 * exactly that kind by a POST without any session; and a re-run sends nothing twice.
 */

let db: Db;
const DAY = 86_400_000;
// Thursday 26 Nov 2026, 09:00 UTC: last full ISO week is Mon 16 – Sun 22 Nov (2026-W47).
const NOW = new Date(Date.UTC(2026, 10, 26, 9));
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type OutboxMail = { id: string; to: string; subject: string; text: string; headers?: Record<string, string> };
function mailTo(...emails: string[]): OutboxMail[] {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as OutboxMail)
    .filter((m) => emails.includes(m.to));
}

async function user(email: string, role: "shopper" | "retailer" = "shopper", country = "NZ"): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role, emailVerifiedAt: at(-30), createdAt: at(-30) }).returning({ id: tables.users.id });
  await db.insert(tables.profiles).values({ userId: u.id, countryCode: country });
  return { userId: u.id, role, email, sessionId: "s" } as Actor;
}

/** A retailer with two live coupons (one ending in 2 days), a failed renewal, a renewal in 2 days and last week's counted figures. */
async function retailerWorld(tag: string) {
  const actor = await user(`shop-${tag}@example.test`, "retailer");
  const [r] = await db.insert(tables.retailers).values({ userId: actor.userId, name: `Shop ${tag}`, address: "1 Queen St, Auckland", createdAt: at(-30) }).returning({ id: tables.retailers.id });
  await db.insert(tables.stores).values({ name: `Shop ${tag} Ponsonby`, storeType: "grocery", retailerId: r.id, currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", latitude: -36.85, longitude: 174.74 });
  const [longCoupon, shortCoupon] = await db.insert(tables.coupons).values([
    { retailerId: r.id, title: "10% off fruit", discountValue: "10%", expiryDate: isoDay(at(30)), feeStatus: "paid", createdAt: at(-1) },
    { retailerId: r.id, title: "Free bread", discountValue: "Free loaf", expiryDate: isoDay(at(2)), feeStatus: "paid", createdAt: at(-1) },
  ]).returning({ id: tables.coupons.id });
  // Awaiting payment: not live, no e-mail.
  await db.insert(tables.coupons).values({ retailerId: r.id, title: "Unpaid", discountValue: "$1 off", expiryDate: isoDay(at(2)), createdAt: at(-1) });
  await db.insert(tables.retailerPayments).values({ retailerId: r.id, kind: "subscription", amountCents: 2999, displayAmountCents: 5008, displayCurrency: "NZD", description: "Premium plan — payment failed", subscriptionTierAtTime: "premium", status: "failed", stripeInvoiceId: `in_${tag}`, createdAt: at(-1) });
  await db.insert(tables.subscriptions).values({ userId: actor.userId, retailerId: r.id, stripeSubscriptionId: `sub_${tag}`, tier: "premium", status: "active", currentPeriodEnd: at(2) });
  const week = lastFullWeek(NOW);
  const inWeek = new Date(week.start.getTime() + 2 * DAY);
  await db.insert(tables.analyticsEvents).values([
    ...Array.from({ length: 4 }, () => ({ eventType: "ad_impression", retailerId: r.id, impressionId: randomUUID(), createdAt: inWeek })),
    { eventType: "ad_click", retailerId: r.id, impressionId: randomUUID(), createdAt: inWeek },
    { eventType: "coupon_view", retailerId: r.id, couponId: longCoupon.id, impressionId: randomUUID(), createdAt: inWeek },
    // Outside the week: not counted.
    { eventType: "ad_impression", retailerId: r.id, impressionId: randomUUID(), createdAt: at(0) },
  ]);
  return { actor, retailerId: r.id, longCoupon: longCoupon.id, shortCoupon: shortCoupon.id };
}

const unsubscribeUrl = (m: OutboxMail) => /<(https?:\/\/[^>]+)>/.exec(m.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
const oneClick = (url: string) =>
  handleUnsubscribePost(new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }), db);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

describe("retailer e-mails", () => {
  it("each kind goes out once with its unsubscribe headers when its toggle is on, none when off; a re-run sends nothing", async () => {
    const on = await retailerWorld(`on${randomUUID().slice(0, 6)}`);
    const off = await retailerWorld(`off${randomUUID().slice(0, 6)}`);
    await db.insert(tables.emailPreferences).values({ userId: off.actor.userId, receipts: false, priceDrops: false, shoppingSummaries: false, marketing: false });

    const run = await runMailJobs(db, NOW);
    expect(run.couponLive).toMatchObject({ sent: 2, opted_out: 2 });
    expect(run.couponExpiring).toMatchObject({ sent: 1, opted_out: 1 });
    expect(run.paymentFailed).toMatchObject({ sent: 1, opted_out: 1 });
    expect(run.renewalUpcoming).toMatchObject({ sent: 1, opted_out: 1 });
    expect(run.performanceWeekly).toMatchObject({ sent: 1, opted_out: 1 });

    const mails = mailTo(on.actor.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your Cartwise week: 4 banner views, 0 coupon redemptions',
      "Your Premium plan renews on 28 Nov 2026",
      "Your Cartwise Premium payment failed",
      'Your coupon "10% off fruit" is live',
      'Your coupon "Free bread" ends on 28 Nov 2026',
      'Your coupon "Free bread" is live',
    ].sort());
    expect(mailTo(off.actor.email)).toHaveLength(0);
    for (const m of mails) {
      expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/[^>]+\/unsubscribe\?token=[\w-]+\.[\w-]+>, <mailto:[^>]+>$/);
      expect(m.text).toContain(unsubscribeUrl(m));
    }
    const failed = mails.find((m) => m.subject.includes("payment failed"))!;
    expect(failed.text).toContain("NZ$50.08 NZD (charged $29.99 USD)");
    expect(failed.text).toContain("25 November 2026"); // 25 Nov 09:00 UTC is 25 Nov 22:00 in Auckland
    const renewal = mails.find((m) => m.subject.includes("renews"))!;
    expect(renewal.text).toContain("(Pacific/Auckland time)");
    expect(renewal.text).toMatch(/for NZ\$\d+\.\d\d NZD \(charged \$\d+\.\d\d USD at 1 USD = [\d.]+ NZD\)/);
    const report = mails.find((m) => m.subject.startsWith("Your Cartwise week"))!;
    expect(report.text).toContain("16 Nov 2026 to 22 Nov 2026");
    expect(report.text).toContain("Banner impressions: 4");
    expect(report.text).toContain("Banner clicks: 1 (click rate 25.0%)");
    expect(report.text).toContain("Coupon views: 1");

    // The same job again (a retry, or the next tick), and twice at once: nothing more.
    await Promise.all([runMailJobs(db, NOW), runMailJobs(db, new Date(NOW.getTime() + 60_000))]);
    expect(mailTo(on.actor.email)).toHaveLength(6);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from sent_mail`)).rows;
    expect(n).toBe(6);
  });

  it("the unsubscribe link's POST needs no session and turns off exactly that kind", async () => {
    const w = await retailerWorld(`u${randomUUID().slice(0, 6)}`);
    await runMailJobs(db, NOW);
    const report = mailTo(w.actor.email).find((m) => m.subject.startsWith("Your Cartwise week"))!;
    const res = await oneClick(unsubscribeUrl(report));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, message: expect.stringContaining("performance reports") });
    const [prefs] = await db.select().from(tables.emailPreferences).where(eq(tables.emailPreferences.userId, w.actor.userId));
    expect(prefs).toMatchObject({ shoppingSummaries: false, receipts: true, priceDrops: true, marketing: false });

    // A week later: coupon and billing mail still come, the performance report does not.
    await db.insert(tables.coupons).values({ retailerId: w.retailerId, title: "New deal", discountValue: "5%", expiryDate: isoDay(at(40)), feeStatus: "paid", createdAt: at(6) });
    const later = await runMailJobs(db, at(7));
    expect(later.performanceWeekly).toMatchObject({ sent: 0, opted_out: 1 });
    expect(later.couponLive).toMatchObject({ sent: 1 });

    // Tampered or foreign tokens change nothing.
    const token = new URL(unsubscribeUrl(report)).searchParams.get("token")!;
    const forged = signUnsubscribeToken({ category: "billing_reminders", subject: { userId: w.actor.userId } }).split(".")[0] + "." + token.split(".")[1];
    const bad = await oneClick(`http://127.0.0.1/unsubscribe?token=${forged}`);
    expect(bad.status).toBe(400);
    expect(verifyUnsubscribeToken("abc")).toBeNull();
    const [after] = await db.select().from(tables.emailPreferences).where(eq(tables.emailPreferences.userId, w.actor.userId));
    expect(after.priceDrops).toBe(true);
    // The confirmation page's form (asks for HTML) goes back to the page with the result.
    const page = await handleUnsubscribePost(new Request(unsubscribeUrl(report), { method: "POST", headers: { Accept: "text/html" } }), db);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/unsubscribe?result=done&kind=performance_reports");
  });

  it("no renewal reminder for a plan that will not renew or is past due; no payment-failed mail for the demo account", async () => {
    const w = await retailerWorld(`r${randomUUID().slice(0, 6)}`);
    await db.update(tables.subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(tables.subscriptions.retailerId, w.retailerId));
    expect(await sendRenewalReminders(db, NOW, FALLBACK_RATES)).toMatchObject({ sent: 0 });
    await db.update(tables.subscriptions).set({ cancelAtPeriodEnd: false, status: "past_due" }).where(eq(tables.subscriptions.retailerId, w.retailerId));
    expect(await sendRenewalReminders(db, NOW, FALLBACK_RATES)).toMatchObject({ sent: 0 });
    await db.update(tables.retailers).set({ isDemo: true }).where(eq(tables.retailers.id, w.retailerId));
    expect(await sendPaymentFailedMails(db, NOW, FALLBACK_RATES)).toMatchObject({ sent: 0 });
  });

  it("marketing goes only to verified accounts that opted in, once per campaign", async () => {
    const tag = randomUUID().slice(0, 6);
    const yes = await user(`m-yes-${tag}@example.test`);
    const byDefault = await user(`m-default-${tag}@example.test`);
    const unverified = await user(`m-unverified-${tag}@example.test`);
    await db.update(tables.users).set({ emailVerifiedAt: null }).where(eq(tables.users.id, unverified.userId));
    await db.insert(tables.emailPreferences).values([{ userId: yes.userId, marketing: true }, { userId: unverified.userId, marketing: true }]);
    const campaign = { id: `winter-${tag}`, subject: "Winter prices are in", text: "Soup season: compare your list's prices this week." };
    expect(await sendMarketingCampaign(db, campaign)).toMatchObject({ sent: 1 });
    expect(await sendMarketingCampaign(db, campaign)).toMatchObject({ sent: 0 });
    expect(mailTo(yes.email, byDefault.email, unverified.email).map((m) => m.to)).toEqual([yes.email]);
    await expect(sendMarketingCampaign(db, { id: "X", subject: "s", text: "t" })).rejects.toThrow(/campaign id/);
  });
});

describe("shopper e-mails", () => {
  it("Profile's preferences: defaults on (marketing off), each saved alone", async () => {
    const a = await user(`p-${randomUUID().slice(0, 6)}@example.test`);
    expect(await getShopperEmailPreferences(db, a)).toEqual({ price_drops: true, savings_summary: true, list_invitations: true, marketing: false });
    expect(await setShopperEmailPreference(db, a, { category: "savings_summary", value: false })).toEqual({ price_drops: true, savings_summary: false, list_invitations: true, marketing: false });
  });

  it("the weekly savings summary: from last week's saved trips, once, none without trips or when off", async () => {
    const tag = randomUUID().slice(0, 6);
    const saver = await user(`s-${tag}@example.test`);
    const quiet = await user(`q-${tag}@example.test`);
    const off = await user(`o-${tag}@example.test`);
    await setShopperEmailPreference(db, off, { category: "savings_summary", value: false });
    const week = lastFullWeek(NOW);
    const trip = (u: Actor, saved: number, when: Date) => ({ userId: u.userId, listName: "Weekly", currency: "NZD" as const, planTotalCents: 5000, baselineCents: 5000 + saved, savedCents: saved, storeCount: 1, itemCount: 8, stores: [{ id: randomUUID(), name: "Near Mart", itemCount: 8, subtotalCents: 5000 }], createdAt: when });
    await db.insert(tables.shoppingTrips).values([trip(saver, 420, new Date(week.start.getTime() + DAY)), trip(saver, 180, new Date(week.start.getTime() + 3 * DAY)), trip(off, 100, new Date(week.start.getTime() + DAY)), trip(quiet, 999, at(0))]);
    const run = await runMailJobs(db, NOW);
    expect(run.savingsWeekly).toMatchObject({ sent: 1, opted_out: 1 });
    const [m] = mailTo(saver.email);
    expect(m.subject).toBe("You saved NZ$6.00 NZD on 2 trips last week");
    expect(m.text).toContain("2 trips in NZD: spent NZ$100.00 NZD, saved NZ$6.00 NZD");
    expect(mailTo(quiet.email, off.email)).toHaveLength(0);
    await runMailJobs(db, NOW);
    expect(mailTo(saver.email)).toHaveLength(1);
    // Its link switches off the summary only.
    expect((await oneClick(unsubscribeUrl(m))).status).toBe(200);
    expect(await getShopperEmailPreferences(db, saver)).toMatchObject({ savings_summary: false, price_drops: true });
  });

  it("the price-drop digest carries its unsubscribe, which switches price drops off", async () => {
    const a = await user(`d-${randomUUID().slice(0, 6)}@example.test`);
    await db.update(tables.profiles).set({ latitude: -36.85, longitude: 174.76 }).where(eq(tables.profiles.userId, a.userId));
    const [store] = await db.insert(tables.stores).values({ name: "Near Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.851, longitude: 174.761 }).returning({ id: tables.stores.id });
    const [p] = await db.insert(tables.products).values({ name: "Coffee Beans 500g", category: "pantry" }).returning({ id: tables.products.id });
    const [list] = await db.insert(tables.shoppingLists).values({ userId: a.userId, name: "Weekly" }).returning();
    const [item] = await db.insert(tables.shoppingListItems).values({ listId: list.id, itemName: "coffee", lockProductId: p.id }).returning();
    await db.insert(tables.priceWatches).values({ userId: a.userId, listId: list.id, listItemId: item.id, productId: p.id, createdAt: at(-10) });
    await db.insert(tables.prices).values({ storeId: store.id, productId: p.id, amountCents: 1000, currency: "NZD", source: "scrape", observedAt: at(-20) });
    await db.insert(tables.prices).values({ storeId: store.id, productId: p.id, amountCents: 800, currency: "NZD", source: "scrape", observedAt: at(-0.5) });
    await generatePriceDropAlerts(db, NOW);
    expect((await sendPriceDropDigests(db, NOW)).emails).toBe(1);
    const [m] = mailTo(a.email);
    expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await oneClick(unsubscribeUrl(m))).status).toBe(200);
    expect(await getShopperEmailPreferences(db, a)).toMatchObject({ price_drops: false, savings_summary: true });
  });

  it("shared-list invitations honour the invitee's preference, also for an address without an account", async () => {
    const tag = randomUUID().slice(0, 6);
    const owner = await user(`owner-${tag}@example.test`);
    const friend = await user(`friend-${tag}@example.test`);
    const [list] = await db.insert(tables.shoppingLists).values({ userId: owner.userId, name: "BBQ" }).returning();
    await inviteAndMail(db, owner, { listId: list.id, email: friend.email }, "http://127.0.0.1:3000");
    const [invite] = mailTo(friend.email);
    expect(invite.subject).toContain('shared "BBQ" with you');
    expect((await oneClick(unsubscribeUrl(invite))).status).toBe(200);
    expect(await getShopperEmailPreferences(db, friend)).toMatchObject({ list_invitations: false });
    const refused = await inviteAndMail(db, owner, { listId: list.id, email: friend.email }, "http://127.0.0.1:3000").catch((e: unknown) => e);
    expect(isAppError(refused) && refused.safeMessage).toMatch(/switched off shared-list invitation e-mails/);
    const pending = await db.select().from(tables.shoppingListInvites).where(eq(tables.shoppingListInvites.listId, list.id));
    expect(pending.filter((i) => !i.acceptedAt)).toHaveLength(0);

    // Nobody's account: the link suppresses that address for invitations only.
    const stranger = `stranger-${tag}@example.test`;
    await inviteAndMail(db, owner, { listId: list.id, email: stranger }, "http://127.0.0.1:3000");
    expect((await oneClick(unsubscribeUrl(mailTo(stranger)[0]))).status).toBe(200);
    expect(await wantsMail(db, { email: stranger.toUpperCase() }, "list_invitations")).toBe(false);
    expect(await wantsMail(db, { email: stranger }, "marketing")).toBe(true);
    await expect(inviteAndMail(db, owner, { listId: list.id, email: stranger }, "http://127.0.0.1:3000")).rejects.toThrow(/switched off/);
    expect(mailTo(stranger)).toHaveLength(1);
  });
});
