import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { createRetailer, createShopper } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { countImpressionViewers } from "./insight-figures";
import { countRetailerEventsBetween } from "./retailer-figures";
import { retailerRefFromOwnRow } from "@/modules/retailers/ref";

/* The retailer figures analytics gives other modules (decision 059): reach per banner group, a week's counts. */

let db: Db;
const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 26, 9));
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

async function createAd(retailerId: string, placement: "homepage" | "category" | "coupon"): Promise<string> {
  const [row] = await db.insert(tables.ads).values({ retailerId, placement, bannerText: "Fresh fruit", active: true }).returning({ id: tables.ads.id });
  return row.id;
}

describe("analytics' retailer figures", () => {
  it("counts distinct signed-in viewers with an impression of any banner in each group since an instant", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const [home1, home2, cat] = [await createAd(shop, "homepage"), await createAd(shop, "homepage"), await createAd(shop, "category")];
    const [sam, sia] = [await createShopper(db, "sam"), await createShopper(db, "sia")];
    const impression = (userId: string | null, adId: string, createdAt = at(-1), eventType = "ad_impression") => ({ eventType, userId, retailerId: shop, adId, impressionId: randomUUID(), createdAt });
    await db.insert(tables.analyticsEvents).values([
      impression(sam.userId, home1), impression(sam.userId, home2), impression(sia.userId, home2), // two viewers of the homepage banners
      impression(null, home1), // signed out: not counted
      impression(sia.userId, cat, at(-40)), // too old
      impression(sam.userId, cat, at(-1), "ad_click"), // not an impression
    ]);
    expect(await countImpressionViewers(db, retailerRefFromOwnRow(shop), at(-30), { homepage: [home1, home2], category: [cat], coupon: [] })).toEqual({ homepage: 2, category: 0, coupon: 0 });
    expect(await countImpressionViewers(db, retailerRefFromOwnRow(shop), at(-30), { homepage: [] })).toEqual({ homepage: 0 });
  });

  it("counts a retailer's events of each kind in [start, end)", async () => {
    const shop = await createRetailer(db, "Corner Grocer");
    const other = await createRetailer(db, "Other");
    const event = (eventType: string, createdAt: Date, retailerId = shop) => ({ eventType, retailerId, impressionId: randomUUID(), createdAt });
    await db.insert(tables.analyticsEvents).values([
      event("ad_impression", at(-3)), event("ad_impression", at(-2)), event("ad_click", at(-2)),
      event("coupon_view", at(-2)), event("coupon_save", at(-2)),
      event("ad_impression", at(0)), // at the end: outside
      event("ad_impression", at(-2), other), // another retailer's
    ]);
    expect(await countRetailerEventsBetween(db, retailerRefFromOwnRow(shop), at(-7), at(0))).toEqual({ impressions: 2, clicks: 1, couponViews: 1, couponSaves: 1 });
  });
});
