import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { createTestUser } from "./testing/factories";
import { getProfileRegion } from "./profile-readers";
import { userEmailSql } from "./profile-sql";

/* The users module's reads for other modules (decision 059): the profile's region and the account e-mail fragment. */
let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => truncateAll(db));

const setProfile = (userId: string, values: Partial<typeof tables.profiles.$inferInsert>) => db.update(tables.profiles).set(values).where(eq(tables.profiles.userId, userId));

describe("getProfileRegion", () => {
  it("is the override currency, else the country's, else USD, with the profile's country code", async () => {
    const user = await createTestUser(db);
    expect(await getProfileRegion(db, { userId: user.id })).toEqual({ currency: "USD", countryCode: null });
    await setProfile(user.id, { countryCode: "NZ" });
    expect(await getProfileRegion(db, { userId: user.id })).toEqual({ currency: "NZD", countryCode: "NZ" });
    await setProfile(user.id, { preferredCurrency: "AUD" });
    expect(await getProfileRegion(db, { userId: user.id })).toEqual({ currency: "AUD", countryCode: "NZ" });
  });

  it("answers USD for an account without a profile row", async () => {
    const user = await createTestUser(db);
    await db.delete(tables.profiles).where(eq(tables.profiles.userId, user.id));
    expect(await getProfileRegion(db, { userId: user.id })).toEqual({ currency: "USD", countryCode: null });
  });
});

describe("userEmailSql", () => {
  it("reads the account's e-mail inside the caller's statement", async () => {
    const [a, b] = [await createTestUser(db), await createTestUser(db)];
    const u = tables.users;
    const rows = await db.select({ id: u.id, email: userEmailSql(u.id) }).from(u);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.email]))).toEqual({ [a.id]: a.email, [b.id]: b.email });
  });
});
