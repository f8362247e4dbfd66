import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { resolveProfileCurrency } from "@/modules/currency/currency-choice";
import { AppError } from "@/server/errors";
import { saveBrowserLocation, updateProfileAddress } from "./mutations";
import { BROWSER_LOCATION_MESSAGES, saveAddressSchema } from "./schemas";
import { createUser } from "./testing/fixtures.integration";

let db: Db;
const actorFor = (userId: string): Actor => ({ userId, role: "shopper", email: "x@y.z", sessionId: "s" });

async function profileOf(userId: string) {
  const [row] = await db.select().from(tables.profiles).where(eq(tables.profiles.userId, userId));
  return row;
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});
afterAll(async () => {
  await truncateAll(db);
});

describe("updateProfileAddress", () => {
  it("saves the address fields, coordinates and country code on the actor's own profile only", async () => {
    const me = await createUser(db, "me");
    const other = await createUser(db, "other");
    await db.insert(tables.profiles).values([
      { userId: me, suburb: "Ponsonby", countryCode: "NZ", preferredCurrency: "NZD" },
      { userId: other, suburb: "Ballard", countryCode: "US", latitude: 47.67, longitude: -122.38 },
    ]);
    const input = saveAddressSchema.parse({
      streetAddress: " 1 Crown Street ",
      suburb: "Surry Hills",
      country: "Australia",
      formattedAddress: "1 Crown Street, Surry Hills, Sydney, NSW, Australia",
      latitude: -33.8861,
      longitude: 151.2111,
    });
    const saved = await updateProfileAddress(db, actorFor(me), input);
    expect(saved).toEqual({
      streetAddress: "1 Crown Street",
      suburb: "Surry Hills",
      country: "Australia",
      countryCode: "AU",
      formattedAddress: "1 Crown Street, Surry Hills, Sydney, NSW, Australia",
      location: "1 Crown Street, Surry Hills, Sydney, NSW, Australia",
      latitude: -33.8861,
      longitude: 151.2111,
    });
    // Moving country drops the old currency override, so prices follow the new location.
    const mine = await profileOf(me);
    expect(mine.preferredCurrency).toBeNull();
    expect(resolveProfileCurrency(mine).currency).toBe("AUD");
    expect(await profileOf(other)).toMatchObject({ suburb: "Ballard", countryCode: "US", latitude: 47.67 });
  });

  it("keeps a currency override when the address stays in the same country, and clears stale coordinates", async () => {
    const me = await createUser(db, "me");
    await db.insert(tables.profiles).values({ userId: me, countryCode: "NZ", preferredCurrency: "USD", latitude: -36.85, longitude: 174.74 });
    await updateProfileAddress(
      db,
      actorFor(me),
      saveAddressSchema.parse({ streetAddress: "9 Nowhere Lane", suburb: "Unknownville", country: "New Zealand", formattedAddress: "9 Nowhere Lane, Unknownville, New Zealand" }),
    );
    expect(await profileOf(me)).toMatchObject({ preferredCurrency: "USD", countryCode: "NZ", latitude: null, longitude: null, suburb: "Unknownville" });
  });

  it("creates the profile row when a user has none yet", async () => {
    const me = await createUser(db, "me");
    await updateProfileAddress(db, actorFor(me), saveAddressSchema.parse({ streetAddress: "", suburb: "Ballard", country: "United States", formattedAddress: "Ballard, Seattle, WA, United States", countryCode: "us", latitude: 47.67, longitude: -122.38 }));
    expect(await profileOf(me)).toMatchObject({ suburb: "Ballard", countryCode: "US", streetAddress: null });
  });
});

describe("saveBrowserLocation: one click from a plan compared around the browser's position", () => {
  it("saves the nearest town and the exact coordinates on the actor's profile, and the currency follows the country", async () => {
    const me = await createUser(db, "nomad");
    const other = await createUser(db, "other");
    await db.insert(tables.profiles).values([{ userId: me, preferredCurrency: "NZD", countryCode: "NZ" }, { userId: other, suburb: "Ponsonby", countryCode: "NZ" }]);
    const saved = await saveBrowserLocation(db, actorFor(me), { latitude: 47.6097, longitude: -122.3422 });
    expect(saved).toMatchObject({ countryCode: "US", country: "United States", latitude: 47.6097, longitude: -122.3422 });
    expect(saved.formattedAddress).toMatch(/, United States$/);
    const row = await profileOf(me);
    expect(row).toMatchObject({ countryCode: "US", latitude: 47.6097, longitude: -122.3422, streetAddress: null });
    expect(row.suburb?.length).toBeGreaterThan(0);
    // A new country drops the old explicit currency: the display currency follows the saved place.
    expect(row.preferredCurrency).toBeNull();
    expect(resolveProfileCurrency(row).currency).toBe("USD");
    expect(await profileOf(other)).toMatchObject({ suburb: "Ponsonby", countryCode: "NZ" });
  });

  it("refuses a position no geocoder can place in a country, and saves nothing", async () => {
    const me = await createUser(db, "sailor");
    await db.insert(tables.profiles).values({ userId: me, suburb: "Ponsonby", countryCode: "NZ", latitude: -36.85, longitude: 174.75 });
    // The middle of the South Pacific: more than 500 km from every bundled place.
    const err = await saveBrowserLocation(db, actorFor(me), { latitude: -30, longitude: -140 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(BROWSER_LOCATION_MESSAGES.unknownPlace);
    expect(await profileOf(me)).toMatchObject({ suburb: "Ponsonby", countryCode: "NZ", latitude: -36.85, longitude: 174.75 });
  });
});
