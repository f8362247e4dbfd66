import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { countAvailableCouponsByRetailer } from "./store-counts";
import { createRetailer } from "./testing/fixtures.integration";

const TODAY = "2025-03-10";
let db: Db;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});
afterAll(async () => {
  await truncateAll(db);
});

describe("countAvailableCouponsByRetailer (the store search's coupon counts)", () => {
  it("counts each asked retailer's available coupons not past their date, and leaves out the others", async () => {
    const mine = await createRetailer(db, "Mine");
    const other = await createRetailer(db, "Other");
    const none = await createRetailer(db, "None");
    const notAsked = await createRetailer(db, "Not asked");
    const coupon = (retailerId: string, expiryDate: string, status: "available" | "expired" = "available") => ({ retailerId, title: `c ${expiryDate} ${status}`, discountValue: "10%", expiryDate, status });
    await db.insert(tables.coupons).values([
      coupon(mine, "2025-04-01"),
      coupon(mine, TODAY), // still valid on its last day
      coupon(mine, "2025-03-09"), // expired yesterday
      coupon(mine, "2025-05-01", "expired"),
      coupon(other, "2025-06-01"),
      coupon(notAsked, "2025-06-01"),
    ]);
    const counts = await countAvailableCouponsByRetailer(db, [mine, other, none, mine], TODAY);
    expect(Object.fromEntries(counts)).toEqual({ [mine]: 2, [other]: 1 });
    expect((await countAvailableCouponsByRetailer(db, [], TODAY)).size).toBe(0);
  });
});
