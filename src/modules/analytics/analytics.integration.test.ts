import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { isAppError } from "@/server/errors";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { createCoupon, createRetailer, createShopper } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { recordBeaconEvents } from "./mutations";
import { flushAnalytics, writeAnalyticsRows } from "./recorder";
import { beaconBodySchema } from "./schemas";
import { clearTargetCaches } from "./targets";

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
        { type: "ad_impression", adId: ad, userId: intruder.userId, retailerId: randomUUID() },
        { type: "ad_click", adId: ad, target: "store" },
        { type: "coupon_view", couponId: coupon },
      ],
    });
    expect(await recordBeaconEvents(db, shopper, body)).toBe(3);
    expect(await allEvents()).toHaveLength(0);
    await flushAnalytics();
    const rows = await allEvents();
    expect(rows.map((r) => [r.eventType, r.userId, r.retailerId, r.adId, r.couponId])).toEqual([
      ["ad_impression", shopper.userId, shop, ad, null],
      ["ad_click", shopper.userId, shop, ad, null],
      ["coupon_view", shopper.userId, shop, null, coupon],
    ]);
    expect(rows[1].metadata).toEqual({ placement: "category", target: "store" });
    await flushAnalytics();
    expect(await allEvents()).toHaveLength(3);
  });

  it("a forged, paused or invisible target makes the whole beacon not found, recording nothing", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const ad = await createAd(shop);
    const paused = await createAd(shop, { active: false });
    const unpaid = await createCoupon(db, shop, { title: "Unpaid", feeStatus: "awaiting_payment" });
    const shopper = await createShopper(db);
    const attempts = [
      [{ type: "ad_impression", adId: ad }, { type: "ad_impression", adId: randomUUID() }],
      [{ type: "ad_click", adId: paused, target: "cta" }],
      [{ type: "coupon_view", couponId: unpaid }],
      [{ type: "coupon_view", couponId: randomUUID() }],
    ];
    for (const events of attempts) {
      const e = await recordBeaconEvents(db, shopper, beaconBodySchema.parse({ events })).then(() => null, (err: unknown) => err);
      expect(isAppError(e) && e.code).toBe("NOT_FOUND");
    }
    await flushAnalytics();
    expect(await allEvents()).toHaveLength(0);
  });

  it("rejects malformed beacons at the schema: unknown types, non-uuid ids, too many events", () => {
    expect(beaconBodySchema.safeParse({ events: [{ type: "coupon_redemption", couponId: randomUUID() }] }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: [{ type: "ad_impression", adId: "1" }] }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: Array.from({ length: 26 }, () => ({ type: "ad_impression", adId: randomUUID() })) }).success).toBe(false);
    expect(beaconBodySchema.safeParse({ events: [] }).success).toBe(false);
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
    const rows = Array.from({ length: 1000 }, (_, i) => ({ eventType: "ad_impression" as const, userId: null, retailerId: shop, adId: i === 0 ? deletedAd : ad, createdAt: now }));
    rows.push({ eventType: "ad_impression", userId: null, retailerId: gone, adId: ad, createdAt: now });
    await db.delete(tables.retailers).where(eq(tables.retailers.id, gone));
    await writeAnalyticsRows(db, rows);
    const written = await allEvents();
    expect(written).toHaveLength(1000);
    expect(written[0].adId).toBeNull();
    expect(written.slice(1).every((r) => r.adId === ad && r.retailerId === shop)).toBe(true);
  });
});
