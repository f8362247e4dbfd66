import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";

type StoreType = (typeof tables.stores.$inferInsert)["storeType"];
export const STORE_TYPES: StoreType[] = ["supermarket", "grocery", "butcher", "greengrocer", "fishmonger"];

export async function createUser(db: Db, label: string): Promise<string> {
  const [row] = await db
    .insert(tables.users)
    .values({ email: `${label}-${randomUUID()}@stores.test`, passwordHash: "not-a-real-hash" })
    .returning({ id: tables.users.id });
  return row.id;
}

export async function createRetailer(db: Db, name: string): Promise<string> {
  const userId = await createUser(db, "retailer");
  const [row] = await db.insert(tables.retailers).values({ userId, name, address: "1 Test Street" }).returning({ id: tables.retailers.id });
  return row.id;
}

export interface StoreSeed {
  name: string;
  lat: number;
  lng: number;
  storeType?: StoreType;
  retailerId?: string | null;
  /** Shoppers see a store only once it has a current price: by default each gets one (false: none). */
  priced?: boolean;
}

/** One catalogue product the fixtures price every store with, so stores pass the shopper visibility rule. */
async function fixtureProductId(db: Db): Promise<string> {
  const [existing] = await db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.name, "Fixture Milk 1L")).limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(tables.products).values({ name: "Fixture Milk 1L", category: "Dairy", unit: "ml", unitQuantity: 1000 }).returning({ id: tables.products.id });
  return row.id;
}

/** Inserts in chunks (parameter limits) and returns the ids in input order. */
export async function insertStores(db: Db, seeds: readonly StoreSeed[], chunk = 1000): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < seeds.length; i += chunk) {
    const rows = await db
      .insert(tables.stores)
      .values(
        seeds.slice(i, i + chunk).map((s, j) => ({
          name: s.name,
          storeType: s.storeType ?? STORE_TYPES[(i + j) % STORE_TYPES.length],
          address: `${i + j} Generated Road`,
          latitude: s.lat,
          longitude: s.lng,
          retailerId: s.retailerId ?? null,
        })),
      )
      .returning({ id: tables.stores.id });
    ids.push(...rows.map((r) => r.id));
    const priced = rows.filter((_, j) => seeds[i + j].priced !== false);
    if (priced.length) {
      const productId = await fixtureProductId(db);
      await db.insert(tables.prices).values(priced.map((r) => ({ productId, storeId: r.id, amountCents: 250, currency: "USD" as const, source: "seed" as const })));
    }
  }
  return ids;
}

/** Small deterministic PRNG (mulberry32) so generated stores are the same every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
