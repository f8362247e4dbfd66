import { tables, type Db } from "@/server/db";
import { createTestUser, signInToken } from "@/modules/users/testing/factories";
import type { sessionJar } from "../../../../tests/support/mocked-session";

/*
 * Shared set-up of the open API's integration tests (open-data.integration.test.ts and
 * open-data-access.integration.test.ts): the response shapes, a world with a price of every source,
 * and a key issued through the Profile action. Each test file mocks the session itself.
 */
export interface Page { data: { id: string; source: string; observed_at: string; price_cents: number; product: { id: string; gtin: string | null }; store: { id: string }; distance_km?: number | null }[]; next_cursor: string | null; licence: string }
export interface ProblemBody { type: string; title: string; status: number; detail: string; instance: string; errors?: { parameter: string; detail: string }[] }

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export /** Two retailers (one sharing, one not), four approved stores, one pending listing, and a price of every source. */
async function world(db: Db) {
  const retailerUser = await createTestUser(db, { role: "retailer" });
  const sharingUser = await createTestUser(db, { role: "retailer" });
  const [quiet, sharing] = await db
    .insert(tables.retailers)
    .values([
      { userId: retailerUser.id, name: "Quiet Grocer", address: "1 Queen St" },
      { userId: sharingUser.id, name: "Open Grocer", address: "2 Queen St", openDataPrices: true },
    ])
    .returning({ id: tables.retailers.id });
  const s = tables.stores;
  const [quietStore, openStore, plainStore, farStore, pendingStore] = await db
    .insert(s)
    .values([
      { name: "Quiet Grocer Ponsonby", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.85, longitude: 174.745, retailerId: quiet.id },
      { name: "Open Grocer CBD", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.848, longitude: 174.763, retailerId: sharing.id },
      { name: "Corner Dairy", storeType: "grocery", currency: "NZD", countryCode: "NZ", latitude: -36.86, longitude: 174.77 },
      { name: "Hamilton Market", storeType: "grocery", currency: "NZD", countryCode: "NZ", latitude: -37.787, longitude: 175.279 },
      { name: "New Listing", storeType: "grocery", currency: "NZD", countryCode: "NZ", latitude: -36.849, longitude: 174.76, retailerId: sharing.id, listingStatus: "pending" },
    ])
    .returning({ id: s.id });
  const [milk, bread] = await db
    .insert(tables.products)
    .values([
      { name: "Anchor Blue Top Milk 2L", category: "dairy", barcode: "9414742000012", unit: "ml", unitQuantity: 2000, size: "2L" },
      { name: "Vogel's Bread 750g", category: "bakery", barcode: "9415767000018", unit: "g", unitQuantity: 750 },
    ])
    .returning({ id: tables.products.id });
  const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 12) - minutesAgo * 60_000);
  const rows = await db
    .insert(tables.prices)
    .values([
      { productId: milk.id, storeId: plainStore.id, amountCents: 489, currency: "NZD", source: "receipt", observedAt: at(1) },
      { productId: milk.id, storeId: quietStore.id, amountCents: 479, currency: "NZD", source: "retailer", observedAt: at(2) },
      { productId: milk.id, storeId: openStore.id, amountCents: 469, currency: "NZD", source: "retailer", observedAt: at(3) },
      { productId: milk.id, storeId: openStore.id, amountCents: 459, currency: "NZD", source: "scrape", observedAt: at(4) },
      { productId: milk.id, storeId: plainStore.id, amountCents: 449, currency: "NZD", source: "seed", observedAt: at(5) },
      { productId: bread.id, storeId: farStore.id, amountCents: 399, currency: "NZD", source: "receipt", observedAt: at(6) },
      { productId: bread.id, storeId: pendingStore.id, amountCents: 389, currency: "NZD", source: "retailer", observedAt: at(7) },
      { productId: bread.id, storeId: quietStore.id, amountCents: 379, currency: "NZD", source: "scrape", observedAt: at(8) },
    ])
    .returning({ id: tables.prices.id, source: tables.prices.source, storeId: tables.prices.storeId, amountCents: tables.prices.amountCents });
  const idOf = (cents: number) => String(rows.find((r) => r.amountCents === cents)!.id);
  return { retailerUser, quiet: quiet.id, milk: milk.id, bread: bread.id, stores: { quietStore, openStore, plainStore, farStore }, idOf };
}

/** An API key issued through the Profile action to a fresh shopper; the jar's session is restored. */
export async function issueKey(db: Db, jar: typeof sessionJar): Promise<string> {
  const { createApiKeyAction } = await import("../actions");
  const saved = jar.token;
  jar.token = await signInToken(db, await createTestUser(db));
  const res = await createApiKeyAction({ name: "test" });
  jar.token = saved;
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.created.key;
}
