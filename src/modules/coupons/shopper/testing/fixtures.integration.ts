import { randomUUID } from "node:crypto";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/**
 * The three demo regions (the seed's shoppers live at these points): targeting tests place
 * shoppers and retailers' stores in them. Ponsonby → Kingsland is about 2 km.
 */
export const REGIONS = {
  auckland: { lat: -36.8543, lng: 174.7464, countryCode: "NZ", currency: "NZD", city: "Auckland", timeZone: "Pacific/Auckland" },
  sydney: { lat: -33.8731, lng: 151.2071, countryCode: "AU", currency: "AUD", city: "Sydney", timeZone: "Australia/Sydney" },
  seattle: { lat: 47.6097, lng: -122.3422, countryCode: "US", currency: "USD", city: "Seattle", timeZone: "America/Los_Angeles" },
} as const;
export type Region = keyof typeof REGIONS;

/** Test fixtures for the shopper coupon and banner tests (integration only). A shopper lives in `home` (none: no saved address). */
export async function createShopper(db: Db, label = "shopper", home: Region | null = "auckland"): Promise<Actor> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  if (home) {
    const r = REGIONS[home];
    await db.insert(tables.profiles).values({ userId: u.id, latitude: r.lat, longitude: r.lng, countryCode: r.countryCode, formattedAddress: `${label}, ${r.city}` });
  }
  return { userId: u.id, role: "shopper", email, sessionId: "s" };
}

export interface StoreAt {
  region: Region;
  /** Offset north of the region's point, in km (about 111 km a degree). */
  northKm?: number;
  listingStatus?: "pending" | "approved" | "rejected";
  countryCode?: string;
  closed?: boolean;
}

/** A retailer with one store per `stores` entry (default: one approved store in Auckland, 2 km from the shopper). */
export async function createRetailer(db: Db, name: string, tier: "basic" | "premium" = "basic", stores: StoreAt[] = [{ region: "auckland", northKm: 2 }]): Promise<string> {
  const [u] = await db.insert(tables.users).values({ email: `r-${randomUUID().slice(0, 8)}@example.test`, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  const [r] = await db.insert(tables.retailers).values({ userId: u.id, name, address: "1 Test Street, Testville", subscriptionTier: tier }).returning({ id: tables.retailers.id });
  for (const [i, at] of stores.entries()) {
    const region = REGIONS[at.region];
    await db.insert(tables.stores).values({
      name: `${name} ${i + 1}`, storeType: "grocery", address: `${i + 1} Test Street, ${region.city}`, city: region.city,
      countryCode: at.countryCode ?? region.countryCode, currency: region.currency, timeZone: region.timeZone,
      latitude: region.lat + (at.northKm ?? 0) / 111.2, longitude: region.lng, retailerId: r.id,
      listingStatus: at.listingStatus ?? "approved", closedAt: at.closed ? new Date("2025-01-01T00:00:00Z") : null,
    });
  }
  return r.id;
}

export const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function createCoupon(
  db: Db,
  retailerId: string,
  values: Partial<typeof tables.coupons.$inferInsert> & { title: string },
): Promise<string> {
  const [c] = await db
    .insert(tables.coupons)
    .values({ retailerId, discountValue: "10%", expiryDate: isoDay(new Date(), 30), feeStatus: "paid", ...values })
    .returning({ id: tables.coupons.id });
  return c.id;
}
