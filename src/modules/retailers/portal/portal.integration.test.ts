import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/*
 * Two retailers, R1 and R2. Every retailer action and loader is driven as R2 against R1's rows:
 * the answer is "not found" (or R2's own, empty data) and R1's rows are unchanged. Actions run
 * through defineAction with the real session check; only Auth.js's cookie plumbing is replaced.
 */
const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, actorFor, signInToken } = await import("@/modules/users/testing/factories");
const couponActions = await import("@/modules/coupons/retailer/actions");
const bannerActions = await import("@/modules/ads/retailer/actions");
const portalActions = await import("./actions");
const { listOwnCoupons } = await import("@/modules/coupons/retailer/queries");
const { listOwnBanners } = await import("@/modules/ads/retailer/queries");
const { getAnalytics, getDashboard } = await import("@/modules/retailer-insights/queries");
const { getEmailPreferences } = await import("./settings");
const { ANALYTICS_EVENT } = await import("@/modules/retailer-insights/events");

interface Retailer { actor: Actor; retailerId: string; token: JWT }
let db: Db;

async function makeRetailer(name: string, opts: { tier?: "basic" | "premium"; isDemo?: boolean } = {}): Promise<Retailer> {
  const user = await createTestUser(db, { role: "retailer" });
  const [r] = await db
    .insert(tables.retailers)
    .values({ userId: user.id, name, address: "1 Long Street, Town", subscriptionTier: opts.tier ?? "basic", isDemo: opts.isDemo ?? false })
    .returning({ id: tables.retailers.id });
  return { actor: await actorFor(db, user), retailerId: r.id, token: await signInToken(db, user) };
}
const as = (r: Retailer) => { jar.token = r.token; };
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

async function snapshot() {
  const [coupons, ads, retailers, prefs] = await Promise.all([
    db.select().from(tables.coupons).orderBy(tables.coupons.id),
    db.select().from(tables.ads).orderBy(tables.ads.id),
    db.select().from(tables.retailers).orderBy(tables.retailers.id),
    db.select().from(tables.emailPreferences).orderBy(tables.emailPreferences.userId),
  ]);
  return JSON.stringify({ coupons, ads, retailers, prefs });
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  jar.token = null;
});

describe("two-retailer isolation", () => {
  it("R2 cannot edit, expire, delete, pay for or read R1's coupons and banners; a forged retailer id is ignored", async () => {
    const r1 = await makeRetailer("Retailer One", { isDemo: true });
    const r2 = await makeRetailer("Retailer Two", { isDemo: true });
    as(r1);
    const up = await couponActions.uploadCouponAction({ title: "10% off apples", discountValue: "10%", expiryDate: inDays(10), description: "" });
    expect(up.ok).toBe(true);
    const couponId = up.ok ? up.result.couponId : "";
    const made = await bannerActions.createBannerAction({ placement: "category", bannerText: "Fresh fish daily", cta: "Shop", clickUrl: "https://one.example/deals" });
    expect(made.ok).toBe(true);
    const adId = made.ok ? made.banner.id : "";

    const before = await snapshot();
    as(r2);
    for (const res of [
      await couponActions.expireCouponAction({ couponId }),
      await couponActions.deleteCouponAction({ couponId }),
      await couponActions.payCouponFeeAction({ couponId }),
      await bannerActions.updateBannerAction({ adId, placement: "homepage", bannerText: "Hijacked", cta: "", clickUrl: "" }),
      await bannerActions.setBannerActiveAction({ adId, active: false }),
      await bannerActions.deleteBannerAction({ adId }),
    ]) {
      expect(res).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect(await snapshot()).toBe(before);

    // Loaders answer with R2's own (empty) data.
    expect(await listOwnCoupons(db, r2.actor)).toEqual([]);
    expect(await listOwnBanners(db, r2.actor)).toEqual([]);
    const a2 = await getAnalytics(db, r2.actor);
    expect(a2.totalCoupons).toBe(0);
    expect(a2.recentCoupons).toEqual([]);

    // A retailerId / status / feeStatus smuggled into the form is ignored: the coupon is R2's, awaiting its fee rule.
    const forged = await couponActions.uploadCouponAction({ title: "Forged", discountValue: "$5 off", expiryDate: inDays(3), retailerId: r1.retailerId, status: "available", feeStatus: "paid" } as never);
    expect(forged.ok).toBe(true);
    const [row] = await db.select({ retailerId: tables.coupons.retailerId }).from(tables.coupons).where(eq(tables.coupons.title, "Forged"));
    expect(row.retailerId).toBe(r2.retailerId);
    const forgedAd = await bannerActions.createBannerAction({ placement: "coupon", bannerText: "Mine", retailerId: r1.retailerId } as never);
    expect(forgedAd.ok && (await db.select().from(tables.ads).where(eq(tables.ads.bannerText, "Mine")))[0].retailerId).toBe(r2.retailerId);
    expect((await listOwnCoupons(db, r1.actor)).map((c) => c.title)).toEqual(["10% off apples"]);
  });

  it("analytics and dashboard count only the session retailer's events", async () => {
    const r1 = await makeRetailer("One");
    const r2 = await makeRetailer("Two");
    await db.insert(tables.analyticsEvents).values([
      { eventType: ANALYTICS_EVENT.adImpression, retailerId: r1.retailerId },
      { eventType: ANALYTICS_EVENT.adImpression, retailerId: r1.retailerId },
      { eventType: ANALYTICS_EVENT.adClick, retailerId: r1.retailerId },
    ]);
    const d2 = await getDashboard(db, r2.actor);
    expect(d2.last30).toMatchObject({ impressions: 0, clicks: 0, clickRatePct: null });
    const d1 = await getDashboard(db, r1.actor);
    expect(d1.last30).toMatchObject({ impressions: 2, clicks: 1, clickRatePct: 50 });
  });

  it("settings changes touch only the session retailer's own row", async () => {
    const r1 = await makeRetailer("One");
    const r2 = await makeRetailer("Two");
    as(r2);
    const res = await portalActions.updateAccountAction({ name: "  New Name  ", address: "  22 Other Road, City  ", id: r1.retailerId } as never);
    expect(res.ok).toBe(true);
    const rows = await db.select({ id: tables.retailers.id, name: tables.retailers.name, address: tables.retailers.address }).from(tables.retailers);
    expect(rows.find((r) => r.id === r1.retailerId)?.name).toBe("One");
    expect(rows.find((r) => r.id === r2.retailerId)).toMatchObject({ name: "New Name", address: "22 Other Road, City" });
    const pref = await portalActions.setEmailPreferenceAction({ key: "marketing", value: true });
    expect(pref.ok).toBe(true);
    expect((await getEmailPreferences(db, r2.actor)).marketing).toBe(true);
    expect((await getEmailPreferences(db, r1.actor)).marketing).toBe(false);
  });

  it("an account without a retailer profile is refused every retailer action", async () => {
    const user = await createTestUser(db, { role: "retailer" });
    jar.token = await signInToken(db, user);
    const res = await couponActions.uploadCouponAction({ title: "X", discountValue: "1", expiryDate: inDays(1) });
    expect(res).toMatchObject({ ok: false, code: "NOT_FOUND", formError: "Retailer profile not found. Please complete your registration first." });
    expect(await db.select().from(tables.coupons)).toHaveLength(0);
    const banner = await bannerActions.createBannerAction({ placement: "homepage", bannerText: "Hi" });
    expect(banner).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

describe("coupon upload", () => {
  it("validates on the server with the spec's messages and never lets the client set status", async () => {
    const r = await makeRetailer("One", { isDemo: true });
    as(r);
    const bad = await couponActions.uploadCouponAction({ title: "  ", discountValue: "", expiryDate: inDays(-2) });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors?.title).toEqual(["Title is required"]);
      expect(bad.fieldErrors?.discountValue).toEqual(["Discount value is required"]);
      expect(bad.fieldErrors?.expiryDate).toEqual(["Expiry date cannot be in the past"]);
    }
    expect(await db.select().from(tables.coupons)).toHaveLength(0);
  });

  it("charges by tier on the server: demo goes live with a no-charge record; basic and premium wait for payment", async () => {
    const demo = await makeRetailer("Demo", { isDemo: true });
    const basic = await makeRetailer("Basic");
    const premium = await makeRetailer("Premium", { tier: "premium" });
    as(demo);
    const d = await couponActions.uploadCouponAction({ title: "Demo deal", discountValue: "Free bread", expiryDate: inDays(5) });
    expect(d.ok && d.result.status).toBe("live");
    const [dc] = await listOwnCoupons(db, demo.actor);
    expect(dc).toMatchObject({ state: "live", type: "freebie" });
    const demoPay = await db.select().from(tables.retailerPayments).where(eq(tables.retailerPayments.retailerId, demo.retailerId));
    expect(demoPay).toEqual([expect.objectContaining({ amountCents: 0, isDemoNoCharge: true })]);

    for (const [who, cents] of [[basic, 1999], [premium, 399]] as const) {
      as(who);
      const res = await couponActions.uploadCouponAction({ title: "Deal", discountValue: "$2 off", expiryDate: inDays(5) });
      expect(res.ok).toBe(true);
      if (res.ok) expect(res.result.status).not.toBe("live");
      const [c] = await listOwnCoupons(db, who.actor);
      expect(c.state).toBe("awaiting_payment");
      const [stored] = await db.select({ feeStatus: tables.coupons.feeStatus }).from(tables.coupons).where(eq(tables.coupons.retailerId, who.retailerId));
      expect(stored.feeStatus).toBe("awaiting_payment");
      const pays = await db.select({ amount: tables.retailerPayments.amountCents }).from(tables.retailerPayments).where(and(eq(tables.retailerPayments.retailerId, who.retailerId)));
      expect(pays.map((p) => p.amount)).toEqual([cents]);
    }
  });

  it("expire early and delete act on own coupons", async () => {
    const r = await makeRetailer("One", { isDemo: true });
    as(r);
    const a = await couponActions.uploadCouponAction({ title: "A", discountValue: "5%", expiryDate: inDays(5) });
    const b = await couponActions.uploadCouponAction({ title: "B", discountValue: "5%", expiryDate: inDays(5) });
    if (!a.ok || !b.ok) throw new Error("upload failed");
    expect((await couponActions.expireCouponAction({ couponId: a.result.couponId })).ok).toBe(true);
    expect((await couponActions.deleteCouponAction({ couponId: b.result.couponId })).ok).toBe(true);
    const list = await listOwnCoupons(db, r.actor);
    expect(list.map((c) => [c.title, c.state])).toEqual([["A", "expired"]]);
    const dash = await getDashboard(db, r.actor);
    expect(dash.activeCoupons).toBe(0);
    expect(dash.activity.map((x) => x.text)).toEqual(expect.arrayContaining(["Coupon expired early: A", "Coupon deleted: B"]));
  });
});

describe("banners", () => {
  it("stores placement, trims text, nulls an empty CTA, accepts only absolute https links, and edits", async () => {
    const r = await makeRetailer("One");
    as(r);
    for (const clickUrl of ["javascript:alert(1)", "data:text/html,hi", "http://plain.example", "//evil.example", "https:evil", "https://user:pw@x.example"]) {
      const res = await bannerActions.createBannerAction({ placement: "homepage", bannerText: "Hi", clickUrl });
      expect(res).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    }
    expect(await bannerActions.createBannerAction({ placement: "homepage", bannerText: "   " })).toMatchObject({ ok: false, formError: "Banner text is required" });
    expect(await bannerActions.createBannerAction({ placement: "homepage", bannerText: "x".repeat(121) })).toMatchObject({ ok: false });
    expect(await bannerActions.createBannerAction({ placement: "homepage", bannerText: "Hi", cta: "x".repeat(21) })).toMatchObject({ ok: false });
    expect(await db.select().from(tables.ads)).toHaveLength(0);

    const ok = await bannerActions.createBannerAction({ placement: "coupon", bannerText: "  Weekly deals  ", cta: "  ", clickUrl: "https://shop.example/deals" });
    expect(ok.ok && ok.banner).toMatchObject({ placement: "coupon", bannerText: "Weekly deals", cta: null, clickUrl: "https://shop.example/deals", active: true });
    if (!ok.ok) return;
    const edited = await bannerActions.updateBannerAction({ adId: ok.banner.id, placement: "category", bannerText: "New text", cta: "Go", clickUrl: "" });
    expect(edited.ok && edited.banner).toMatchObject({ placement: "category", bannerText: "New text", cta: "Go", clickUrl: null });
    const [stored] = await db.select({ placement: tables.ads.placement }).from(tables.ads);
    expect(stored.placement).toBe("category");
  });
});

describe("analytics sums equal the raw events", () => {
  it("totals, windows, per-coupon counts and the 30-day series match what is in analytics_events", async () => {
    const r = await makeRetailer("One", { isDemo: true });
    const other = await makeRetailer("Other");
    as(r);
    const up = await couponActions.uploadCouponAction({ title: "Top", discountValue: "20%", expiryDate: inDays(20) });
    if (!up.ok) throw new Error("upload failed");
    const couponId = up.result.couponId;
    const now = new Date();
    const ago = (d: number) => new Date(now.getTime() - d * 86_400_000 - 60_000);
    const E = ANALYTICS_EVENT;
    const events: Array<{ eventType: string; retailerId: string; couponId?: string; createdAt: Date }> = [];
    // A deterministic spread over 40 days: some inside 7 days, some inside 30, some older.
    for (let day = 0; day < 40; day++) {
      for (let k = 0; k < (day % 4) + 1; k++) events.push({ eventType: E.adImpression, retailerId: r.retailerId, createdAt: ago(day) });
      if (day % 3 === 0) events.push({ eventType: E.adClick, retailerId: r.retailerId, createdAt: ago(day) });
      if (day % 5 === 0) events.push({ eventType: E.couponRedemption, retailerId: r.retailerId, couponId, createdAt: ago(day) });
      if (day % 2 === 0) events.push({ eventType: E.couponView, retailerId: r.retailerId, couponId, createdAt: ago(day) });
      events.push({ eventType: E.adImpression, retailerId: other.retailerId, createdAt: ago(day) });
    }
    await db.insert(tables.analyticsEvents).values(events);
    await db.insert(tables.retailerPayments).values([
      { retailerId: r.retailerId, amountCents: 1999, currency: "USD", displayAmountCents: 3350, displayCurrency: "NZD", description: "Coupon fee", subscriptionTierAtTime: "basic", status: "paid", paidAt: ago(2) },
      { retailerId: r.retailerId, amountCents: 4999, currency: "USD", displayAmountCents: 8380, displayCurrency: "NZD", description: "Premium", subscriptionTierAtTime: "basic", status: "paid", paidAt: ago(20) },
      { retailerId: r.retailerId, amountCents: 399, currency: "USD", description: "Pending", subscriptionTierAtTime: "premium", status: "pending" },
    ]);

    const raw = async (type: string, days: number) => {
      const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_events where retailer_id = ${r.retailerId} and event_type = ${type} and created_at >= ${new Date(now.getTime() - days * 86_400_000)}`);
      return Number(res.rows[0].n);
    };
    const dash = await getDashboard(db, r.actor, now);
    for (const [days, fig] of [[7, dash.last7], [30, dash.last30]] as const) {
      expect(fig.impressions).toBe(await raw(E.adImpression, days));
      expect(fig.clicks).toBe(await raw(E.adClick, days));
      expect(fig.redemptions).toBe(await raw(E.couponRedemption, days));
      expect(fig.clickRatePct).toBe(Math.round((fig.clicks / fig.impressions) * 1000) / 10);
    }
    expect(dash.last7.spendUsdCents).toBe(1999);
    expect(dash.last30.spendUsdCents).toBe(1999 + 4999);
    // In the retailer's terms too: the amounts as each payment was shown (decision 049, 056).
    expect(dash.last7.spendLocal).toEqual({ currency: "NZD", cents: 3350, mixed: false });
    expect(dash.last30.spendLocal).toEqual({ currency: "NZD", cents: 3350 + 8380, mixed: false });

    const an = await getAnalytics(db, r.actor, now);
    expect(an.totalCoupons).toBe(1);
    expect(an.topCoupons[0]).toMatchObject({ id: couponId, redemptions: await raw(E.couponRedemption, 1000), views: await raw(E.couponView, 1000) });
    expect(an.daily).toHaveLength(30);
    const seriesImpressions = an.daily.reduce((s, p) => s + p.impressions, 0);
    const startOfFirstDay = new Date(`${an.daily[0].day}T00:00:00Z`);
    const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_events where retailer_id = ${r.retailerId} and event_type = ${E.adImpression} and created_at >= ${startOfFirstDay}`);
    expect(seriesImpressions).toBe(Number(res.rows[0].n));
    expect(an.daily.reduce((s, p) => s + p.clicks, 0)).toBeGreaterThan(0);
  });
});
