import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";

/* Actions called directly, as an attacker would: only Auth.js's cookie plumbing is replaced. */
const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const actions = await import("./actions");
const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { findStoresWithinRadius } = await import("../radius-search");
const { readStorePage } = await import("../store-page-queries");
const { getManagedStore, listPendingLocations, listOwnLocations } = await import("./queries");

const PONSONBY = { lat: -36.8485, lng: 174.7465 };
const HOURS = { mon: { open: "07:00", close: "22:00" }, tue: { open: "07:00", close: "22:00" }, wed: { open: "07:00", close: "22:00" }, thu: { open: "07:00", close: "22:00" }, fri: { open: "07:00", close: "22:00" }, sat: { open: "08:00", close: "21:00" }, sun: null };

function storeInput(over: Record<string, unknown> = {}) {
  return { name: "Ponsonby Fresh", chain: "", storeType: "greengrocer" as const, address: "120 Ponsonby Road", suburb: "Ponsonby", city: "Auckland", countryCode: "NZ" as const, latitude: PONSONBY.lat, longitude: PONSONBY.lng, timeZone: "Pacific/Auckland", openingHours: HOURS, ...over };
}

async function signIn(db: Db, role: "admin" | "shopper" | "retailer", retailerName?: string) {
  const user = await createTestUser(db, { role });
  let retailerId: string | null = null;
  if (role === "retailer") {
    const [r] = await db.insert(tables.retailers).values({ userId: user.id, name: retailerName ?? "Shop", address: "1 Long Street, Town" }).returning({ id: tables.retailers.id });
    retailerId = r.id;
  }
  const token = await signInToken(db, user);
  return { user, retailerId, use: () => { jar.token = token; } };
}

async function priceStore(db: Db, storeId: string, cents = 349) {
  const [p] = await db.insert(tables.products).values({ name: `Apples ${storeId.slice(0, 6)}`, category: "Produce", unit: "g", unitQuantity: 1000 }).returning({ id: tables.products.id });
  await db.insert(tables.prices).values({ productId: p.id, storeId, amountCents: cents, currency: "NZD", source: "scrape" });
  return p.id;
}

async function visibleNearPonsonby(db: Db): Promise<string[]> {
  return (await findStoresWithinRadius(db, PONSONBY, 5)).stores.map((s) => s.id);
}

async function countStores(db: Db): Promise<number> {
  return Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from stores`)).rows[0].n);
}

beforeEach(async () => {
  jar.token = null;
  await truncateAll(await getTestDb());
});

describe("administrators create, edit and close real stores", () => {
  it("creates a store with currency from its country, zone and hours; shoppers see it only once it has a price", async () => {
    const db = await getTestDb();
    const admin = await signIn(db, "admin");
    admin.use();
    const res = await actions.createStoreAction({ store: storeInput() });
    expect(res.ok).toBe(true);
    const storeId = (res as { storeId: string }).storeId;
    const [row] = await db.select().from(tables.stores).where(eq(tables.stores.id, storeId));
    expect(row).toMatchObject({ name: "Ponsonby Fresh", currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", listingStatus: "approved", address: "120 Ponsonby Road", chain: null });
    expect(row.openingHours).toEqual(HOURS);

    // Real address, but no price yet: not on the map, not in comparisons, no store page.
    expect(await visibleNearPonsonby(db)).not.toContain(storeId);
    expect(await readStorePage(db, storeId)).toBeNull();
    expect((await getManagedStore(db, { userId: admin.user.id, role: "admin", email: "", sessionId: "" }, storeId)).visibleToShoppers).toBe(false);

    await priceStore(db, storeId);
    expect(await visibleNearPonsonby(db)).toContain(storeId);
    expect((await readStorePage(db, storeId))?.store?.openingHours).toEqual(HOURS);

    // Edit: a US store takes USD and its own zone.
    const edited = await actions.updateStoreAction({ storeId, store: storeInput({ countryCode: "US", timeZone: "america/los_angeles", latitude: 47.62, longitude: -122.35, city: "Seattle", suburb: "Queen Anne", address: "500 Queen Anne Ave N" }) });
    expect(edited.ok).toBe(true);
    const [after] = await db.select().from(tables.stores).where(eq(tables.stores.id, storeId));
    expect(after).toMatchObject({ currency: "USD", timeZone: "America/Los_Angeles", city: "Seattle" });

    // Close: gone from every shopper view, history kept.
    await actions.updateStoreAction({ storeId, store: storeInput() });
    expect((await actions.setStoreClosedAction({ storeId, closed: true })).ok).toBe(true);
    expect(await visibleNearPonsonby(db)).not.toContain(storeId);
    expect(await readStorePage(db, storeId)).toBeNull();
    expect((await db.select().from(tables.prices).where(eq(tables.prices.storeId, storeId))).length).toBe(1);
    expect((await actions.setStoreClosedAction({ storeId, closed: false })).ok).toBe(true);
    expect(await visibleNearPonsonby(db)).toContain(storeId);
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const db = await getTestDb();
    (await signIn(db, "admin")).use();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ address: "To be updated" }, "store.address", "Enter the street address"],
      [{ timeZone: "Mars/Olympus_Mons" }, "store.timeZone", "Unknown time zone (use an IANA name such as Pacific/Auckland)"],
      [{ latitude: 0, longitude: 0 }, "store.latitude", "Place the store on the map"],
      [{ latitude: 95 }, "store.latitude", ""],
      [{ openingHours: { ...HOURS, mon: { open: "22:00", close: "07:00" } } }, "store.openingHours.mon", "Monday: closing time must be after opening time"],
      [{ openingHours: { ...HOURS, tue: { open: "7am", close: "22:00" } } }, "store.openingHours.tue", "Tuesday: opening time must be HH:MM (00:00–23:59)"],
      [{ countryCode: "GB" }, "store.countryCode", "Choose a country"],
      [{ name: "" }, "store.name", "Name must be at least 2 characters"],
    ];
    for (const [over, field, message] of cases) {
      const res = await actions.createStoreAction({ store: storeInput(over) });
      expect(res.ok, JSON.stringify(over)).toBe(false);
      const errors = (res as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      expect(Object.keys(errors), JSON.stringify(over)).toContain(field);
      if (message) expect(errors[field]).toContain(message);
    }
    // Mass assignment: a client-sent status or retailer is refused outright.
    const sneaky = await actions.createStoreAction({ store: { ...storeInput(), listingStatus: "approved", retailerId: "00000000-0000-4000-8000-000000000000" } } as never);
    expect(sneaky.ok).toBe(false);
    expect(await countStores(db)).toBe(0);
  });

  it("only administrators may create, edit or close stores", async () => {
    const db = await getTestDb();
    const [store] = await db.insert(tables.stores).values({ name: "Existing", storeType: "grocery", address: "1 Real Street", latitude: -36.85, longitude: 174.75 }).returning();
    for (const who of ["shopper", "retailer"] as const) {
      (await signIn(db, who)).use();
      expect(await actions.createStoreAction({ store: storeInput() })).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await actions.updateStoreAction({ storeId: store.id, store: storeInput() })).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await actions.setStoreClosedAction({ storeId: store.id, closed: true })).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await actions.approveLocationAction({ storeId: store.id })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    }
    jar.token = null;
    expect(await actions.createStoreAction({ store: storeInput() })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    const [after] = await db.select().from(tables.stores);
    expect(after).toMatchObject({ name: "Existing", closedAt: null });
    expect(await countStores(db)).toBe(1);
  });

  it("geocodes an address with the offline gazetteer, or says it cannot", async () => {
    const db = await getTestDb();
    (await signIn(db, "admin")).use();
    const found = await actions.geocodeStoreAddressAction({ address: "120 Ponsonby Road", suburb: "Ponsonby", city: "Auckland", countryCode: "NZ" });
    expect(found.ok).toBe(true);
    const f = found as { latitude: number; longitude: number };
    expect(Math.abs(f.latitude - -36.85)).toBeLessThan(0.05);
    expect(Math.abs(f.longitude - 174.745)).toBeLessThan(0.05);
    const missing = await actions.geocodeStoreAddressAction({ address: "1 Nowhere Street", suburb: "Qwxzyville", city: "Zzzq", countryCode: "NZ" });
    expect(missing).toMatchObject({ ok: false });
  });
});

describe("retailers publish locations through an approval queue", () => {
  it("a new location waits for approval, only its owner sees or edits it, and Find Store lists it once approved", async () => {
    const db = await getTestDb();
    const owner = await signIn(db, "retailer", "Owner Grocer");
    const other = await signIn(db, "retailer", "Other Grocer");
    const admin = await signIn(db, "admin");

    owner.use();
    const created = await actions.createOwnLocationAction({ store: storeInput({ name: "Owner Grocer Ponsonby" }) });
    expect(created.ok).toBe(true);
    const storeId = (created as { storeId: string }).storeId;
    const [row] = await db.select().from(tables.stores).where(eq(tables.stores.id, storeId));
    expect(row).toMatchObject({ retailerId: owner.retailerId, listingStatus: "pending" });

    // Pending: even with a price, shoppers do not see it; the retailer's page has no store yet.
    await priceStore(db, storeId);
    expect(await visibleNearPonsonby(db)).not.toContain(storeId);
    expect((await readStorePage(db, owner.retailerId!))?.store).toBeNull();

    // Another retailer: not found, nothing changes.
    other.use();
    const otherActor = { userId: other.user.id, role: "retailer" as const, email: "", sessionId: "" };
    expect(await listOwnLocations(db, otherActor)).toEqual([]);
    expect(await actions.updateOwnLocationAction({ storeId, store: storeInput({ name: "Hijacked" }) })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect((await db.select().from(tables.stores).where(eq(tables.stores.id, storeId)))[0].name).toBe("Owner Grocer Ponsonby");

    // The administrator's queue shows it; approve → shoppers see it, Find Store lists it.
    const adminActor = { userId: admin.user.id, role: "admin" as const, email: "", sessionId: "" };
    expect((await listPendingLocations(db, adminActor)).map((s) => [s.id, s.retailerName])).toEqual([[storeId, "Owner Grocer"]]);
    admin.use();
    expect((await actions.approveLocationAction({ storeId })).ok).toBe(true);
    expect(await listPendingLocations(db, adminActor)).toEqual([]);
    expect(await visibleNearPonsonby(db)).toContain(storeId);
    expect((await readStorePage(db, owner.retailerId!))?.store?.id).toBe(storeId);
    // Approving twice: nothing pending with that id.
    expect(await actions.approveLocationAction({ storeId })).toMatchObject({ ok: false, code: "NOT_FOUND" });

    // Moving an approved location sends it back for approval.
    owner.use();
    const moved = await actions.updateOwnLocationAction({ storeId, store: storeInput({ name: "Owner Grocer Ponsonby", address: "200 Ponsonby Road" }) });
    expect(moved).toMatchObject({ ok: true, listingStatus: "pending" });
    expect(await visibleNearPonsonby(db)).not.toContain(storeId);
    // Renaming only keeps it listed.
    admin.use();
    await actions.approveLocationAction({ storeId });
    owner.use();
    expect(await actions.updateOwnLocationAction({ storeId, store: storeInput({ name: "Owner Grocer Ponsonby Central", address: "200 Ponsonby Road" }) })).toMatchObject({ ok: true, listingStatus: "approved" });
  });

  it("a rejection carries the administrator's reason to the retailer", async () => {
    const db = await getTestDb();
    const owner = await signIn(db, "retailer", "Owner Grocer");
    const admin = await signIn(db, "admin");
    owner.use();
    const { storeId } = (await actions.createOwnLocationAction({ store: storeInput() })) as unknown as { storeId: string };
    admin.use();
    const tooShort = await actions.rejectLocationAction({ storeId, reason: " " });
    expect(tooShort).toMatchObject({ ok: false, fieldErrors: { reason: ["Give the retailer a reason"] } });
    expect((await actions.rejectLocationAction({ storeId, reason: "The pin is in the harbour" })).ok).toBe(true);
    const mine = await listOwnLocations(db, { userId: owner.user.id, role: "retailer", email: "", sessionId: "" });
    expect(mine.map((s) => [s.listingStatus, s.listingNote])).toEqual([["rejected", "The pin is in the harbour"]]);
    // A retailer cannot approve its own location.
    owner.use();
    expect(await actions.approveLocationAction({ storeId })).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });
});
