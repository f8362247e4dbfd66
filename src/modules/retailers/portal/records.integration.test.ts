import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { findRetailerOwnedBy, getRetailerInvoiceDetails, getRetailerPlanFacts, retailerUserIdSql } from "./records";
import { getRetailerProfile } from "./profile";

/* The retailers table's reads billing makes (decision 059): always keyed on a retailer or user our own rows name. */
let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => truncateAll(db));

async function retailer(values: Partial<typeof tables.retailers.$inferInsert> = {}) {
  const user = await createTestUser(db, { role: "retailer" });
  const [row] = await db.insert(tables.retailers).values({ userId: user.id, name: "Fresh Foods", address: "12 Queen Street", ...values }).returning({ id: tables.retailers.id });
  return { user, id: row.id };
}

describe("retailer records", () => {
  it("finds a retailer only with its own user", async () => {
    const [a, b] = [await retailer(), await retailer()];
    expect(await findRetailerOwnedBy(db, { id: a.id }, { userId: a.user.id })).toEqual({ id: a.id });
    expect(await findRetailerOwnedBy(db, { id: a.id }, { userId: b.user.id })).toBeNull();
    expect(await findRetailerOwnedBy(db, { id: a.id.toUpperCase() }, { userId: a.user.id })).toEqual({ id: a.id });
  });

  it("reads the plan facts and the invoice details", async () => {
    const r = await retailer({ subscriptionTier: "premium", premiumActive: true, gstNumber: "123-456-789" });
    expect(await getRetailerPlanFacts(db, { id: r.id })).toEqual({ tier: "premium", premiumActive: true, isDemo: false });
    expect(await getRetailerInvoiceDetails(db, { id: r.id })).toEqual({ name: "Fresh Foods", address: "12 Queen Street", taxNumber: "123-456-789" });
    const gone = "00000000-0000-0000-0000-000000000000";
    expect(await getRetailerPlanFacts(db, { id: gone })).toBeNull();
    expect(await getRetailerInvoiceDetails(db, { id: gone })).toBeNull();
  });

  it("gives a retailer's user id as an SQL expression (null for no such retailer)", async () => {
    const r = await retailer();
    const [row] = await db.select({ userId: retailerUserIdSql(tables.retailers.id), none: retailerUserIdSql(tables.users.id) }).from(tables.retailers).innerJoin(tables.users, eq(tables.users.id, tables.retailers.userId));
    expect(row).toEqual({ userId: r.user.id, none: null });
    // In a single-table select too (Drizzle drops the table name of top-level columns there).
    const [own] = await db.select({ userId: retailerUserIdSql(tables.retailers.id) }).from(tables.retailers);
    expect(own).toEqual({ userId: r.user.id });
  });

  it("the signed-in retailer's profile carries its account's e-mail", async () => {
    const r = await retailer();
    expect(await getRetailerProfile(db, await actorFor(db, r.user))).toMatchObject({ id: r.id, contactEmail: r.user.email, name: "Fresh Foods" });
  });
});
