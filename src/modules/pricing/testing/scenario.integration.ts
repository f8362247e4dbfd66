import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { destinationPoint } from "@/modules/stores/geo/distance";
import { truncateAll } from "../../../../tests/setup/db";
import { clearComparisonCaches } from "../compare";

/**
 * A small priced town for the comparison's integration tests. Distances from ORIGIN are exact by
 * construction; prices are built from BASE so expected totals are arithmetic, not magic numbers.
 *   Alpha (2 km) and Beta (3 km) stock the 12 list items; Alpha is 50c cheaper on items 0–5, Beta on 6–11.
 *   Tiny Deli (4 km) stocks items 0–2 at 200c off — too few to be a stop of a multi-store plan.
 *   Central (12 km) stocks everything 100c off, plus saffron (nobody else has it).
 *   Faraway (40 km) sells everything for 1c but is outside the 30 km search.
 */
export const ORIGIN = { lat: -36.85, lng: 174.76 };

export const ITEMS = ["Milk", "Bread", "Eggs", "Butter", "Bananas", "Apples", "Carrots", "Rice", "Cheese", "Yogurt", "Coffee", "Flour"] as const;
export const BASE = ITEMS.map((_, i) => 300 + 37 * i);

interface ProductSpec { name: string; brand: string | null; size: string; unitQuantity: number; unit: "g" | "ml" | "each"; category: string; genericName: string }
const P = (name: string, brand: string | null, size: string, unitQuantity: number, unit: "g" | "ml" | "each", category: string, genericName: string): ProductSpec => ({ name, brand, size, unitQuantity, unit, category, genericName });

/** The product each list item should resolve to by default, in ITEMS order. */
export const PRIMARY: ProductSpec[] = [
  P("Anchor Blue Top Milk 2L", "Anchor", "2L", 2000, "ml", "dairy", "milk"),
  P("Tip Top Toast White Bread 700g", "Tip Top", "700g", 700, "g", "bakery", "bread"),
  P("Woodland Free Range Eggs 12pk", "Woodland", "12pk", 12, "each", "dairy", "eggs"),
  P("Anchor Butter 500g", "Anchor", "500g", 500, "g", "dairy", "butter"),
  P("Bananas per kg", null, "per kg", 1000, "g", "produce", "bananas"),
  P("Royal Gala Apples per kg", null, "per kg", 1000, "g", "produce", "apples"),
  P("Carrots 1kg", null, "1kg", 1000, "g", "produce", "carrots"),
  P("SunRice Long Grain White Rice 1kg", "SunRice", "1kg", 1000, "g", "pantry", "rice"),
  P("Mainland Tasty Cheese 1kg", "Mainland", "1kg", 1000, "g", "dairy", "cheese"),
  P("Cyclops Greek Yoghurt 500g", "Cyclops", "500g", 500, "g", "dairy", "yogurt"),
  P("Greggs Instant Coffee 200g", "Greggs", "200g", 200, "g", "pantry", "coffee"),
  P("Edmonds Standard Flour 1.5kg", "Edmonds", "1.5kg", 1500, "g", "pantry", "flour"),
];

/** Alternatives and traps: cheaper things a naive matcher would pick for "milk" or "butter". */
export const EXTRA = {
  chocolate: P("Whittaker's Creamy Milk Chocolate 250g", "Whittaker's", "250g", 250, "g", "confectionery", "chocolate"),
  peanutButter: P("Pic's Peanut Butter 380g", "Pic's", "380g", 380, "g", "pantry", "peanut butter"),
  coconutMilk: P("Kara Coconut Milk 400ml", "Kara", "400ml", 400, "ml", "pantry", "coconut milk"),
  lewisButter: P("Lewis Road Creamery Butter 250g", "Lewis Road Creamery", "250g", 250, "g", "dairy", "butter"),
  pamsCheese: P("Pams Mild Cheese 1kg", "Pams", "1kg", 1000, "g", "dairy", "cheese"),
  pamsYoghurt: P("Pams Natural Yoghurt 1kg", "Pams", "1kg", 1000, "g", "dairy", "yogurt"),
  yoplait: P("Yoplait Natural Yoghurt 1kg", "Yoplait", "1kg", 1000, "g", "dairy", "yogurt"),
  saffron: P("Spice Traders Saffron Threads 1g", "Spice Traders", "1g", 1, "g", "pantry", "saffron"),
};

export const STORES = {
  alpha: { name: "Alpha Market", km: 2, bearing: 10 },
  beta: { name: "Beta Foods", km: 3, bearing: 100 },
  deli: { name: "Tiny Deli", km: 4, bearing: 190 },
  central: { name: "Central Warehouse", km: 12, bearing: 280 },
  faraway: { name: "Faraway Fresh", km: 40, bearing: 45 },
} as const;
export type StoreKey = keyof typeof STORES;

export interface Scenario {
  storeIds: Record<StoreKey, string>;
  primaryIds: string[];
  extraIds: Record<keyof typeof EXTRA, string>;
}

export async function createUser(db: Db, label: string, withHome = true): Promise<Actor> {
  const email = `${label}-${randomUUID()}@pricing.test`;
  const [row] = await db.insert(tables.users).values({ email, passwordHash: "not-a-real-hash" }).returning({ id: tables.users.id });
  if (withHome) await db.insert(tables.profiles).values({ userId: row.id, name: label, acceptedTerms: true, latitude: ORIGIN.lat, longitude: ORIGIN.lng, formattedAddress: "Test Town" });
  return { userId: row.id, role: "shopper", email, sessionId: "test" };
}

async function insertProducts(db: Db, specs: ProductSpec[]): Promise<string[]> {
  const rows = await db.insert(tables.products).values(specs.map((s) => ({ ...s, countries: ["NZ"] }))).returning({ id: tables.products.id });
  return rows.map((r) => r.id);
}

export async function seedScenario(db: Db): Promise<Scenario> {
  const storeIds = {} as Record<StoreKey, string>;
  for (const [key, s] of Object.entries(STORES) as [StoreKey, (typeof STORES)[StoreKey]][]) {
    const at = destinationPoint(ORIGIN, s.bearing, s.km);
    const [row] = await db
      .insert(tables.stores)
      .values({ name: s.name, storeType: "supermarket", address: `${s.km} km Road`, city: "Test Town", countryCode: "NZ", currency: "NZD", latitude: at.lat, longitude: at.lng })
      .returning({ id: tables.stores.id });
    storeIds[key] = row.id;
  }
  const primaryIds = await insertProducts(db, PRIMARY);
  const extraKeys = Object.keys(EXTRA) as (keyof typeof EXTRA)[];
  const extraList = await insertProducts(db, extraKeys.map((k) => EXTRA[k]));
  const extraIds = Object.fromEntries(extraKeys.map((k, i) => [k, extraList[i]])) as Record<keyof typeof EXTRA, string>;

  const observedAt = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  const prices: (typeof tables.prices.$inferInsert)[] = [];
  const add = (store: StoreKey, productId: string, cents: number) =>
    prices.push({ storeId: storeIds[store], productId, amountCents: cents, currency: "NZD", observedAt, source: "scrape" });
  BASE.forEach((base, i) => {
    add("alpha", primaryIds[i], i < 6 ? base - 50 : base);
    add("beta", primaryIds[i], i < 6 ? base : base - 50);
    add("central", primaryIds[i], base - 100);
    add("faraway", primaryIds[i], 1);
    if (i < 3) add("deli", primaryIds[i], base - 200);
  });
  for (const store of ["alpha", "beta", "central"] as const) {
    add(store, extraIds.chocolate, 150);
    add(store, extraIds.peanutButter, 199);
    add(store, extraIds.coconutMilk, 129);
    add(store, extraIds.lewisButter, 650);
    add(store, extraIds.pamsCheese, BASE[8] + 120);
    // Per kg within 10% of the Cyclops 500g tub (2 × price), so a remembered choice may win.
    const cyclopsPerKg = 2 * (store === "central" ? BASE[9] - 100 : store === "alpha" ? BASE[9] : BASE[9] - 50);
    add(store, extraIds.pamsYoghurt, Math.round(cyclopsPerKg * 1.04));
    add(store, extraIds.yoplait, Math.round(cyclopsPerKg * 1.06));
  }
  add("central", extraIds.saffron, 1500);
  await db.insert(tables.prices).values(prices);
  return { storeIds, primaryIds, extraIds };
}

export async function createList(db: Db, userId: string, name: string, items: readonly string[]): Promise<{ listId: string; itemIds: string[] }> {
  const [list] = await db.insert(tables.shoppingLists).values({ userId, name }).returning({ id: tables.shoppingLists.id });
  const itemIds: string[] = [];
  for (const [i, itemName] of items.entries()) {
    const [row] = await db
      .insert(tables.shoppingListItems)
      .values({ listId: list.id, itemName, quantity: 1, createdAt: new Date(Date.now() + i) })
      .returning({ id: tables.shoppingListItems.id });
    itemIds.push(row.id);
  }
  return { listId: list.id, itemIds };
}

/** What each comparison test starts from: an empty database holding the scenario, empty memos, and two shoppers living at ORIGIN. */
export async function freshScenario(db: Db): Promise<{ scenario: Scenario; alice: Actor; bob: Actor }> {
  await truncateAll(db);
  clearComparisonCaches();
  const scenario = await seedScenario(db);
  return { scenario, alice: await createUser(db, "alice"), bob: await createUser(db, "bob") };
}
