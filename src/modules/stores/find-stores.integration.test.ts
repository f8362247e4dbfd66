import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { destinationPoint, type LatLng } from "./geo";
import { createOfflineGeocoder } from "./adapters/offline-geocoder";
import type { GeocodedPlace, Geocoder, ManualAddress } from "./adapters/types";
import { countAvailableCouponsByRetailer } from "@/modules/coupons/shopper/store-counts";
import { findStoresForUser, type FindStoresDeps } from "./find-stores";
import { findStoresBodySchema } from "./schemas";
import { createRetailer, createUser, insertStores } from "./testing/fixtures.integration";

const PONSONBY = { lat: -36.8543, lng: 174.7464 };
const TODAY = "2025-03-10";
let db: Db;

/** Records what was geocoded and answers from a fixed table, so the fallback order is observable. */
function recordingGeocoder(known: Record<string, LatLng>): Geocoder & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: "offline",
    calls,
    async geocode(query: string | ManualAddress): Promise<GeocodedPlace | null> {
      const text = typeof query === "string" ? query : query.suburb;
      calls.push(text);
      const hit = known[text];
      return hit
        ? { streetAddress: "", suburb: text, country: "New Zealand", countryCode: "NZ", formattedAddress: `${text}, New Zealand`, latitude: hit.lat, longitude: hit.lng, precision: "suburb" }
        : null;
    },
    async reverse() {
      return null;
    },
    async suggest() {
      return [];
    },
  };
}

const body = (raw: Record<string, unknown>) => findStoresBodySchema.parse(raw);
/** The route's composition: the coupons module counts each store's retailer's coupons. */
const deps = (rest: Omit<FindStoresDeps, "couponCounts">): FindStoresDeps => ({ ...rest, couponCounts: (ids, today) => countAvailableCouponsByRetailer(db, ids, today) });

async function setProfile(userId: string, values: Partial<typeof tables.profiles.$inferInsert>) {
  await db.insert(tables.profiles).values({ userId, ...values }).onConflictDoUpdate({ target: tables.profiles.userId, set: values });
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

describe("couponsCount", () => {
  it("counts only the owning retailer's available, unexpired coupons", async () => {
    const mine = await createRetailer(db, "Mine");
    const other = await createRetailer(db, "Other");
    const [withCoupons, sameRetailer, otherStore, independent] = await insertStores(db, [
      { name: "A", ...destinationPoint(PONSONBY, 0, 1), retailerId: mine },
      { name: "B", ...destinationPoint(PONSONBY, 90, 2), retailerId: mine },
      { name: "C", ...destinationPoint(PONSONBY, 180, 3), retailerId: other },
      { name: "D", ...destinationPoint(PONSONBY, 270, 4), retailerId: null },
    ]);
    const coupon = (retailerId: string, expiryDate: string, status: "available" | "expired" = "available") => ({
      retailerId,
      title: `c ${expiryDate} ${status}`,
      discountValue: "10%",
      expiryDate,
      status,
    });
    await db.insert(tables.coupons).values([
      coupon(mine, "2025-04-01"),
      coupon(mine, TODAY), // still valid on its last day
      coupon(mine, "2025-03-09"), // expired yesterday
      coupon(mine, "2025-05-01", "expired"),
      coupon(other, "2025-06-01"),
    ]);
    const userId = await createUser(db, "shopper");
    const res = await findStoresForUser(db, { userId }, body({ latitude: PONSONBY.lat, longitude: PONSONBY.lng }), deps({
      geocoder: recordingGeocoder({}),
      today: TODAY,
    }));
    const counts = Object.fromEntries(res.stores.map((s) => [s.id, s.couponsCount]));
    expect(counts).toEqual({ [withCoupons]: 2, [sameRetailer]: 2, [otherStore]: 1, [independent]: 0 });
    expect(res.stores.map((s) => s.name)).toEqual(["A", "B", "C", "D"]);
    expect(res.storesByType).toEqual(
      res.stores.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.store_type]: (acc[s.store_type] ?? 0) + 1 }), {}),
    );
    expect(res).toMatchObject({ success: true, totalStoresFound: 4, error: null, requiresGPS: false, message: "Found 4 stores within 30 km" });
    expect(res.stores[0].distanceMiles).toBeCloseTo(res.stores[0].distance * 0.621371, 1);
  });
});

describe("search location order", () => {
  let userId: string;
  let nearPonsonby: string;
  let nearSydney: string;

  beforeEach(async () => {
    userId = await createUser(db, "shopper");
    [nearPonsonby, nearSydney] = await insertStores(db, [
      { name: "Ponsonby Fresh", ...destinationPoint(PONSONBY, 45, 0.5) },
      { name: "Surry Hills Grocer", lat: -33.8861, lng: 151.2111 },
    ]);
  });

  it("uses the coordinates in the request before anything saved", async () => {
    await setProfile(userId, { latitude: -33.8861, longitude: 151.2111, formattedAddress: "Surry Hills" });
    const geocoder = recordingGeocoder({});
    const res = await findStoresForUser(db, { userId }, body({ latitude: PONSONBY.lat, longitude: PONSONBY.lng }), deps({ geocoder }));
    expect(res.userLocation).toMatchObject({ source: "request", lat: PONSONBY.lat });
    expect(res.stores.map((s) => s.id)).toEqual([nearPonsonby]);
    expect(geocoder.calls).toEqual([]);
  });

  it("geocodes a typed address (location search) and reports places it cannot find", async () => {
    const offline = createOfflineGeocoder();
    const found = await findStoresForUser(db, { userId }, body({ address: "Surry Hills, Australia" }), deps({ geocoder: offline }));
    expect(found.userLocation).toMatchObject({ source: "address", countryCode: "AU" });
    expect(found.stores.map((s) => s.id)).toEqual([nearSydney]);

    const missing = await findStoresForUser(db, { userId }, body({ address: "Atlantis Under The Sea" }), deps({ geocoder: offline }));
    expect(missing).toMatchObject({ success: false, message: "Search Failed", error: "Could not find that location", stores: [] });
  });

  it("falls back to the profile's saved coordinates without geocoding", async () => {
    await setProfile(userId, { latitude: PONSONBY.lat, longitude: PONSONBY.lng, formattedAddress: "Somewhere else entirely" });
    const geocoder = recordingGeocoder({});
    const res = await findStoresForUser(db, { userId }, body({}), deps({ geocoder }));
    expect(res.userLocation).toMatchObject({ source: "profile-coords", lat: PONSONBY.lat, lng: PONSONBY.lng });
    expect(res.stores.map((s) => s.id)).toEqual([nearPonsonby]);
    expect(geocoder.calls).toEqual([]);
  });

  it("then geocodes the saved address when coordinates are missing", async () => {
    await setProfile(userId, { formattedAddress: "Ponsonby", suburb: "Ponsonby", country: "New Zealand" });
    const geocoder = recordingGeocoder({ Ponsonby: PONSONBY });
    const res = await findStoresForUser(db, { userId }, body({}), deps({ geocoder }));
    expect(geocoder.calls).toEqual(["Ponsonby"]);
    expect(res.userLocation).toMatchObject({ source: "profile-address", lat: PONSONBY.lat });
    expect(res.stores.map((s) => s.id)).toEqual([nearPonsonby]);
  });

  it("asks for GPS when the saved address cannot be geocoded", async () => {
    await setProfile(userId, { streetAddress: "1 Nowhere Lane", suburb: "Nowhereville", country: "Narnia" });
    const geocoder = recordingGeocoder({});
    const res = await findStoresForUser(db, { userId }, body({}), deps({ geocoder }));
    expect(geocoder.calls).toEqual(["1 Nowhere Lane, Nowhereville, Narnia"]);
    expect(res).toMatchObject({ success: false, requiresGPS: true, userLocation: null });
  });

  it("answers Location Required when nothing is known", async () => {
    const geocoder = recordingGeocoder({});
    const withoutProfile = await findStoresForUser(db, { userId }, body({}), deps({ geocoder }));
    await setProfile(userId, { latitude: 0, longitude: 0 });
    const zeroes = await findStoresForUser(db, { userId }, body({}), deps({ geocoder }));
    for (const res of [withoutProfile, zeroes]) {
      expect(res).toEqual({
        success: false,
        stores: [],
        storesByType: {},
        userLocation: null,
        totalStoresFound: 0,
        message: "Location Required",
        error: "Please enable GPS or update your address in Profile settings.",
        requiresGPS: true,
      });
    }
    expect(geocoder.calls).toEqual([]);
  });

  it("respects maxDistance and reports an empty area as a success", async () => {
    const far = destinationPoint(PONSONBY, 0, 40);
    const res = await findStoresForUser(db, { userId }, body({ latitude: far.lat, longitude: far.lng }), deps({ geocoder: recordingGeocoder({}) }));
    expect(res).toMatchObject({ success: true, stores: [], totalStoresFound: 0, message: "No stores found within 30 km" });
    const wider = await findStoresForUser(db, { userId }, body({ latitude: far.lat, longitude: far.lng, maxDistance: 45 }), deps({ geocoder: recordingGeocoder({}) }));
    expect(wider.stores.map((s) => s.id)).toEqual([nearPonsonby]);
    expect(() => body({ maxDistance: 101 })).toThrow();
  });
});
