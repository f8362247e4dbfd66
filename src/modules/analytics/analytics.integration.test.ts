import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { isAppError } from "@/server/errors";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { createCoupon, createRetailer, createShopper } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { beaconRecorder } from "./mutations";
import { flushAnalytics, writeAnalyticsRows } from "./recorder";
import { beaconBodySchema } from "./schemas";
import { clearTargetCaches } from "./targets";
import { adClickRecorder } from "./clicks";
import { eventTargets } from "@/app/api/analytics/event-targets";
import { IMPRESSION_WINDOW_MS, impressionIdFor, issueImpressionToken } from "./tokens";

// As the beacon and click routes build them: with the ads' and coupons' lookups (decision 059).
const recordBeaconEvents = beaconRecorder(eventTargets);
const recordAdClick = adClickRecorder(eventTargets);

let db: Db;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await flushAnalytics();
  await truncateAll(db);
  clearTargetCaches();
});
afterEach(async () => {
  await flushAnalytics();
});

const allEvents = () => db.select().from(tables.analyticsEvents).orderBy(asc(tables.analyticsEvents.id));

async function createAd(retailerId: string, values: Partial<typeof tables.ads.$inferInsert> = {}): Promise<string> {
  const [ad] = await db.insert(tables.ads).values({ retailerId, bannerText: "Fresh today", placement: "homepage", ...values }).returning({ id: tables.ads.id });
  return ad.id;
}

const browser = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36" };

describe("recordBeaconEvents", () => {
  it("queues without writing; one flush writes exactly the recorded events, user from the session and retailer from the ad", async () => {
    const shop = await createRetailer(db, "Harbour Fresh", "premium");
    const ad = await createAd(shop, { placement: "category" });
    const coupon = await createCoupon(db, shop, { title: "Ten off" });
    const shopper = await createShopper(db);
    const intruder = await createShopper(db, "intruder");
    // A client naming someone else's user id or a retailer id: the schema drops those fields.
    const body = beaconBodySchema.parse({
      events: [
        { type: "ad_impression", token: issueImpressionToken("ad", shopper.userId, ad), userId: intruder.userId, retailerId: randomUUID() },
        { type: "coupon_view", token: issueImpressionToken("coupon", shopper.userId, coupon) },
      ],
    });
    expect(await recordBeaconEvents(db, shopper, body, browser)).toBe(2);
    expect(await allEvents()).toHaveLength(0);
    await flushAnalytics();
    const rows = await allEvents();
    expect(rows.map((r) => [r.eventType, r.userId, r.retailerId, r.adId, r.couponId, r.impressionId])).toEqual([
      ["ad_impression", shopper.userId, shop, ad, null, impressionIdFor("ad", shopper.userId, ad, Date.now())],
      ["coupon_view", shopper.userId, shop, null, coupon, impressionIdFor("coupon", shopper.userId, coupon, Date.now())],
    ]);
    expect(rows[0].metadata).toEqual({ placement: "category" });

    // The click goes through the redirect: counted against that impression, target in the metadata.
    const clicked = await recordAdClick(db, shopper, { token: issueImpressionToken("ad", shopper.userId, ad), target: "store" }, { ...browser, impressionWaitMs: 0 });
    expect(clicked).toEqual({ destination: `/store/${shop}`, counted: true });
    const [clickRow] = (await allEvents()).filter((r) => r.eventType === "ad_click");
    expect([clickRow.userId, clickRow.retailerId, clickRow.adId, clickRow.impressionId, clickRow.metadata]).toEqual([shopper.userId, shop, ad, rows[0].impressionId, { placement: "category", target: "store" }]);
    await flushAnalytics();
    expect(await allEvents()).toHaveLength(3);
  });

  it("a forged, paused or invisible target makes the whole beacon not found, recording nothing", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const ad = await createAd(shop);
    const paused = await createAd(shop, { active: false });
    const unpaid = await createCoupon(db, shop, { title: "Unpaid", feeStatus: "awaiting_payment" });
    const shopper = await createShopper(db);
    const other = await createShopper(db, "other");
    const mint = (kind: "ad" | "coupon", id: string, viewer = shopper.userId) => issueImpressionToken(kind, viewer, id);
    const attempts = [
      [{ type: "ad_impression", token: mint("ad", ad) }, { type: "ad_impression", token: mint("ad", randomUUID()) }],
      [{ type: "ad_impression", token: mint("ad", paused) }],
      [{ type: "coupon_view", token: mint("coupon", unpaid) }],
      [{ type: "coupon_view", token: mint("coupon", randomUUID()) }],
      // A coupon's token reported as a banner, another viewer's token, a token not signed by us.
      [{ type: "ad_impression", token: mint("coupon", ad) }],
      [{ type: "ad_impression", token: mint("ad", ad, other.userId) }],
      [{ type: "ad_impression", token: `${Buffer.from(`a.${shopper.userId}.${ad}.${randomUUID()}.zzzzzz`).toString("base64url")}.${"A".repeat(24)}` }],
    ];
    for (const events of attempts) {
      const e = await recordBeaconEvents(db, shopper, beaconBodySchema.parse({ events }), browser).then(() => null, (err: unknown) => err);
      expect(isAppError(e) && e.code).toBe("NOT_FOUND");
    }
    await flushAnalytics();
    expect(await allEvents()).toHaveLength(0);
  });

  it("rejects malformed beacons at the schema: unknown types, missing or oversized tokens, too many events", () => {
    expect(beaconBodySchema.safeParse({ events: [{ type: "coupon_redemption", couponId: randomUUID() }] }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: [{ type: "ad_impression", adId: randomUUID() }] }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: [{ type: "ad_impression", token: "x".repeat(301) }] }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: [{ type: "ad_click", adId: "1" }] }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: Array.from({ length: 26 }, () => ({ type: "ad_impression", token: "t" })) }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: [] }).success).toBe(false);
  });

  it("at most one impression per viewer and banner per 30-minute window, however often it is reported", async () => {
    const shop = await createRetailer(db, "Harbour Fresh");
    const ad = await createAd(shop);
    const shopper = await createShopper(db);
    const t0 = new Date(Math.floor(Date.now() / IMPRESSION_WINDOW_MS) * IMPRESSION_WINDOW_MS + 60_000);
    const report = (at: Date) => recordBeaconEvents(db, shopper, beaconBodySchema.parse({ events: [{ type: "ad_impression", token: issueImpressionToken("ad", shopper.userId, ad, at) }] }), browser, at);
    for (let i = 0; i < 5; i++) await report(new Date(t0.getTime() + i * 60_000));
    await flushAnalytics();
    for (let i = 0; i < 5; i++) await report(new Date(t0.getTime() + i * 60_000));
    await report(new Date(t0.getTime() + IMPRESSION_WINDOW_MS)); // the next window
    await flushAnalytics();
    expect((await allEvents()).map((r) => r.eventType)).toEqual(["ad_impression", "ad_impression"]);
    const [dup] = await db.select().from(tables.analyticsDroppedEvents);
    expect([dup.retailerId, dup.eventType, dup.reason, dup.count]).toEqual([shop, "ad_impression", "duplicate", 9]);
  });
});

describe("writeAnalyticsRows", () => {
  it("writes a large batch in one statement and nulls references deleted since they were recorded", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const gone = await createRetailer(db, "Closed Down");
    const ad = await createAd(shop);
    const deletedAd = await createAd(shop);
    await db.delete(tables.ads).where(eq(tables.ads.id, deletedAd));
    const now = new Date();
    // Each row carries the ads' existence probe, as the beacon recorder hands it in (decision 059).
    const existingAdId = eventTargets.existingAdId;
    const rows = Array.from({ length: 1000 }, (_, i) => ({ eventType: "ad_impression" as const, userId: null, retailerId: shop, adId: i === 0 ? deletedAd : ad, existingAdId, createdAt: now }));
    rows.push({ eventType: "ad_impression", userId: null, retailerId: gone, adId: ad, existingAdId, createdAt: now });
    await db.delete(tables.retailers).where(eq(tables.retailers.id, gone));
    await writeAnalyticsRows(db, rows);
    const written = await allEvents();
    expect(written).toHaveLength(1000);
    expect(written[0].adId).toBeNull();
    expect(written.slice(1).every((r) => r.adId === ad && r.retailerId === shop)).toBe(true);
  });

  it("nulls a coupon deleted since it was recorded through the coupons' probe the row carries, in the same statement as ad rows", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const kept = await createCoupon(db, shop, { title: "Kept" });
    const deleted = await createCoupon(db, shop, { title: "Deleted" });
    const ad = await createAd(shop);
    await db.delete(tables.coupons).where(eq(tables.coupons.id, deleted));
    const now = new Date();
    const { existingAdId, existingCouponId } = eventTargets;
    await writeAnalyticsRows(db, [
      { eventType: "coupon_view", userId: null, retailerId: shop, couponId: deleted, existingCouponId, createdAt: now },
      { eventType: "coupon_save", userId: null, retailerId: shop, couponId: kept, existingCouponId, createdAt: now },
      { eventType: "ad_impression", userId: null, retailerId: shop, adId: ad, existingAdId, createdAt: now },
      { eventType: "coupon_view", userId: null, retailerId: shop, createdAt: now },
    ]);
    expect((await allEvents()).map((r) => [r.eventType, r.couponId, r.adId])).toEqual([
      ["coupon_view", null, null],
      ["coupon_save", kept, null],
      ["ad_impression", null, ad],
      ["coupon_view", null, null],
    ]);
  });
});
