import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { isAppError } from "@/server/errors";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { flushAnalytics } from "@/modules/analytics/recorder";
import { clearTargetCaches } from "@/modules/analytics/targets";
import { getCouponHub, getRetailerCouponsPage } from "./queries";
import { redeemCoupon, saveCoupon, unsaveCoupon } from "./mutations";
import { REDEMPTION_CODE_PATTERN } from "./engine/redemption-code";
import { createCoupon, createRetailer, createShopper, isoDay } from "./testing/fixtures.integration";

let db: Db;
const NOW = new Date();

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  clearTargetCaches();
});
afterEach(async () => {
  await flushAnalytics();
});

async function expectNotFound(p: Promise<unknown>) {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(isAppError(e) && e.code).toBe("NOT_FOUND");
}

const count = async (table: typeof tables.couponRedemptions | typeof tables.savedCoupons) => (await db.select().from(table)).length;
const events = (type: string) => db.select().from(tables.analyticsEvents).where(eq(tables.analyticsEvents.eventType, type));

describe("redeemCoupon", () => {
  it("records exactly one redemption per shopper under 20 concurrent attempts, with one code and one analytics event", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const coupon = await createCoupon(db, shop, { title: "Ten off" });
    const shopper = await createShopper(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => redeemCoupon(db, shopper, { couponId: coupon })));
    expect(results.filter((r) => !r.alreadyRedeemed)).toHaveLength(1);
    expect(results.filter((r) => r.alreadyRedeemed)).toHaveLength(19);
    const codes = new Set(results.map((r) => r.code));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(REDEMPTION_CODE_PATTERN);
    expect(await count(tables.couponRedemptions)).toBe(1);
    const redemptionEvents = await events("coupon_redemption");
    expect(redemptionEvents).toHaveLength(1);
    expect(redemptionEvents[0]).toMatchObject({ userId: shopper.userId, retailerId: shop, couponId: coupon });

    // Another shopper redeems the same coupon independently, with a different code.
    const other = await createShopper(db, "other");
    const second = await redeemCoupon(db, other, { couponId: coupon });
    expect(second.alreadyRedeemed).toBe(false);
    expect(second.code).not.toBe([...codes][0]);
    const hub = await getCouponHub(db, shopper, NOW);
    expect(hub.available[0].redemption?.code).toBe([...codes][0]);
  });

  it("refuses forged, expired and unpaid coupons as not found, changing nothing", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const expired = await createCoupon(db, shop, { title: "Gone", expiryDate: isoDay(NOW, -1) });
    const withdrawn = await createCoupon(db, shop, { title: "Withdrawn", status: "expired" });
    const unpaid = await createCoupon(db, shop, { title: "Unpaid", feeStatus: "awaiting_payment" });
    const shopper = await createShopper(db);
    for (const couponId of [randomUUID(), "not-a-uuid", expired, withdrawn, unpaid]) {
      await expectNotFound(redeemCoupon(db, shopper, { couponId }));
      await expectNotFound(saveCoupon(db, shopper, { couponId }));
    }
    await expectNotFound(unsaveCoupon(db, shopper, { couponId: randomUUID() }));
    expect(await count(tables.couponRedemptions)).toBe(0);
    expect(await count(tables.savedCoupons)).toBe(0);
  });
});

describe("saved coupons", () => {
  it("persist on the server: a fresh read (reload, another device) shows them; saving twice keeps one row and one event", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const a = await createCoupon(db, shop, { title: "A" });
    const b = await createCoupon(db, shop, { title: "B" });
    const shopper = await createShopper(db);
    const other = await createShopper(db, "other");
    await saveCoupon(db, shopper, { couponId: a });
    await saveCoupon(db, shopper, { couponId: a });
    const hub = await getCouponHub(db, shopper, NOW);
    expect(hub.available.filter((c) => c.saved).map((c) => c.title)).toEqual(["A"]);
    expect((await getCouponHub(db, other, NOW)).available.some((c) => c.saved)).toBe(false);
    expect(await count(tables.savedCoupons)).toBe(1);
    await flushAnalytics();
    const saves = await events("coupon_save");
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ userId: shopper.userId, retailerId: shop, couponId: a });

    await unsaveCoupon(db, shopper, { couponId: a });
    expect((await getCouponHub(db, shopper, NOW)).available.some((c) => c.saved)).toBe(false);
    // Someone else's save cannot be removed by naming its coupon.
    await saveCoupon(db, other, { couponId: b });
    await expectNotFound(unsaveCoupon(db, shopper, { couponId: b }));
    expect(await db.select().from(tables.savedCoupons).where(and(eq(tables.savedCoupons.userId, other.userId), eq(tables.savedCoupons.couponId, b)))).toHaveLength(1);
  });
});

describe("getCouponHub", () => {
  it("applies the expiry rule at query time and never shows coupons awaiting payment", async () => {
    const basic = await createRetailer(db, "Basic Butcher");
    const premium = await createRetailer(db, "Premium Fish", "premium");
    await createCoupon(db, basic, { title: "last day", expiryDate: isoDay(NOW, 0), createdAt: new Date(NOW.getTime() - 1000) });
    await createCoupon(db, basic, { title: "newest basic", createdAt: NOW });
    await createCoupon(db, premium, { title: "older premium", createdAt: new Date(NOW.getTime() - 86_400_000) });
    await createCoupon(db, basic, { title: "yesterday", expiryDate: isoDay(NOW, -1) });
    await createCoupon(db, basic, { title: "expired early", status: "expired" });
    await createCoupon(db, basic, { title: "unpaid", feeStatus: "awaiting_payment" });
    await createCoupon(db, basic, { title: "unpaid and expired", feeStatus: "awaiting_payment", expiryDate: isoDay(NOW, -3) });
    await createCoupon(db, basic, { title: "waived demo", feeStatus: "waived", createdAt: new Date(NOW.getTime() - 5000), discountValue: "Free bread" });
    const shopper = await createShopper(db);
    const hub = await getCouponHub(db, shopper, NOW);
    expect(hub.available.map((c) => c.title)).toEqual(["newest basic", "last day", "waived demo", "older premium"]);
    expect(hub.expired.map((c) => c.title).sort()).toEqual(["expired early", "yesterday"]);
    expect(hub.featured?.title).toBe("older premium");
    expect(hub.available.find((c) => c.title === "waived demo")?.type).toBe("freebie");
    expect(hub.available.find((c) => c.title === "older premium")?.isPremium).toBe(true);

    // Tomorrow the last-day coupon has moved to Expired without anything having run.
    const tomorrow = await getCouponHub(db, shopper, new Date(NOW.getTime() + 86_400_000));
    expect(tomorrow.available.map((c) => c.title)).not.toContain("last day");
    expect(tomorrow.expired.map((c) => c.title)).toContain("last day");
  });

  it("shows a retailer's page with only its own visible coupons; unknown or malformed ids are not found", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const other = await createRetailer(db, "Elsewhere");
    await createCoupon(db, shop, { title: "Mine" });
    await createCoupon(db, shop, { title: "Unpaid", feeStatus: "awaiting_payment" });
    await createCoupon(db, other, { title: "Theirs" });
    const shopper = await createShopper(db);
    const page = await getRetailerCouponsPage(db, shopper, shop, NOW);
    expect(page?.retailer.name).toBe("Corner Grocer");
    expect(page?.coupons.map((c) => c.title)).toEqual(["Mine"]);
    expect(await getRetailerCouponsPage(db, shopper, randomUUID(), NOW)).toBeNull();
    expect(await getRetailerCouponsPage(db, shopper, "1 or 1=1", NOW)).toBeNull();
  });
});
