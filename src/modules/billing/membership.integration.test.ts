import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { getShopperMembershipTier } from "./queries";

/* The profile's membership line (composed by the profile page): a shopper's own running subscription only. */
let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => truncateAll(db));

const DAY = 86_400_000;

describe("getShopperMembershipTier", () => {
  it("is the tier of an active or trialing shopper subscription whose period has not ended, else null", async () => {
    const user = await createTestUser(db);
    const actor = await actorFor(db, user);
    const sub = (values: Partial<typeof tables.subscriptions.$inferInsert>) => db.insert(tables.subscriptions).values({ userId: user.id, tier: "premium", status: "active", ...values });
    expect(await getShopperMembershipTier(db, actor)).toBeNull();
    await sub({ status: "past_due", currentPeriodEnd: new Date(Date.now() + DAY) });
    await sub({ status: "active", currentPeriodEnd: new Date(Date.now() - DAY) });
    expect(await getShopperMembershipTier(db, actor)).toBeNull();
    await sub({ status: "trialing", currentPeriodEnd: null });
    expect(await getShopperMembershipTier(db, actor)).toBe("premium");
    // Someone else's subscription is not this shopper's membership.
    expect(await getShopperMembershipTier(db, await actorFor(db, await createTestUser(db)))).toBeNull();
  });

  it("does not count a retailer's plan subscription as shopper membership", async () => {
    const user = await createTestUser(db, { role: "retailer" });
    const [r] = await db.insert(tables.retailers).values({ userId: user.id, name: "Shop", address: "1 Test Street" }).returning({ id: tables.retailers.id });
    await db.insert(tables.subscriptions).values({ userId: user.id, retailerId: r.id, tier: "premium", status: "active", currentPeriodEnd: new Date(Date.now() + DAY) });
    expect(await getShopperMembershipTier(db, await actorFor(db, user))).toBeNull();
  });
});
