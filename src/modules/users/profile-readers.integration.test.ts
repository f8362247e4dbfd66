import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { getCurrencySettings, getProfileCountryCode, getProfileCurrencyChoice } from "./profile-readers";
import { administratorIdsSql, profilePlacesSql, shownNameSql, userEmailSql } from "./profile-sql";
import { actorFor, createTestUser } from "./testing/factories";

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await truncateAll(db);
});

const setProfile = (userId: string, values: Partial<typeof tables.profiles.$inferInsert>) => db.update(tables.profiles).set(values).where(eq(tables.profiles.userId, userId));
const one = async <T>(q: ReturnType<typeof sql>) => (await db.execute<{ v: T }>(sql`select ${q} as v`)).rows[0]?.v;

describe("profile readers and fragments (what other modules read of users and profiles, decision 059)", () => {
  it("reads the currency choice and country as stored, and resolves the display currency", async () => {
    const user = await createTestUser(db);
    const actor = await actorFor(db, user);
    await setProfile(user.id, { preferredCurrency: null, countryCode: null, country: null, location: null });
    expect(await getProfileCurrencyChoice(db, { userId: user.id })).toEqual({ preferredCurrency: null, countryCode: null });
    expect(await getProfileCountryCode(db, { userId: user.id })).toBeNull();
    expect(await getCurrencySettings(db, actor)).toEqual({ currency: "USD", source: "default", preferred: null });

    await setProfile(user.id, { countryCode: "NZ" });
    expect(await getProfileCountryCode(db, { userId: user.id })).toBe("NZ");
    expect(await getCurrencySettings(db, actor)).toEqual({ currency: "NZD", source: "profile", preferred: null });
    await setProfile(user.id, { preferredCurrency: "AUD" });
    expect(await getProfileCurrencyChoice(db, { userId: user.id })).toEqual({ preferredCurrency: "AUD", countryCode: "NZ" });
    expect(await getCurrencySettings(db, actor)).toEqual({ currency: "AUD", source: "preference", preferred: "AUD" });
  });

  it("shows a person by their profile name, else their e-mail; lists administrators and saved places only", async () => {
    const named = await createTestUser(db, { email: "named@example.test" });
    const plain = await createTestUser(db, { email: "plain@example.test" });
    const admin = await createTestUser(db, { role: "admin" });
    await setProfile(named.id, { name: "Sam", latitude: -36.85, longitude: 174.76 });
    await setProfile(plain.id, { name: "", latitude: -36.85, longitude: null });

    expect(await one(shownNameSql(sql`${named.id}::uuid`))).toBe("Sam");
    expect(await one(shownNameSql(sql`${plain.id}::uuid`))).toBe("plain@example.test");
    expect(await one(userEmailSql(sql`${named.id}::uuid`))).toBe("named@example.test");
    const admins = await db.execute<{ id: string }>(sql`select a.id from ${administratorIdsSql()} a`);
    expect(admins.rows.map((r) => r.id)).toEqual([admin.id]);
    const places = await db.execute<{ user_id: string; latitude: number; longitude: number }>(sql`select * from ${profilePlacesSql()} p`);
    expect(places.rows).toEqual([{ user_id: named.id, latitude: -36.85, longitude: 174.76 }]);
  });
});
