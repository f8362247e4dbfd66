import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { FALLBACK_RATES, convertCents } from "@/modules/currency/engine";
import { getTestDb } from "../../../tests/setup/db";
import { clearComparisonCaches, compareList } from "./compare";
import { scrapePrices, toOptimizationResult } from "./comparison/scrape-prices";
import { BASE, ITEMS, ORIGIN, freshScenario, type Scenario } from "./testing/scenario.integration";

/*
 * POST /api/scrape-prices' answer on PostgreSQL (the comparison path itself:
 * compare.integration.test.ts): the contract's text totals and distance filtering, all_item_offers
 * that let anyone check the basket, the display currency, and bigger packs only when allowed.
 */
let db: Db;
let scenario: Scenario;
let alice: Actor;

const origin = { ...ORIGIN, label: "Test Town", source: "profile" as const };
const items = (names: readonly string[] = ITEMS) => names.map((name, i) => ({ id: `line-${i}`, name, quantity: 1 }));

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  ({ scenario, alice } = await freshScenario(db));
});

describe("the scrape-prices contract", () => {
  it("answers the scrape-prices contract with text totals and the distance filtering", async () => {
    const r = toOptimizationResult(await compareList(db, { actor: alice, items: items(), origin, options: {} }));
    expect(r.recommended_lists).toHaveLength(2);
    for (const l of r.recommended_lists) {
      expect(l.total_price).toMatch(/^\$\d+\.\d{2}$/);
      expect(l.item_count).toBe(6);
      expect(l.withinAllowance).toBe(true);
    }
    expect(r.total_savings).toBe(3);
    expect(r.distance_filtering).toMatchObject({ initial_distance: 5, final_distance: 5, max_distance: 30, stores_found: 4 });
    expect(r.all_item_prices.find((p) => p.item === "Milk")?.cheapest_store).toBe("Tiny Deli");
    expect(r.full_item_names.Milk).toBe("Anchor Blue Top Milk 2L");
  });
});

describe("POST /api/scrape-prices: all_item_offers lets anyone check the basket", () => {
  it("gives every line's amount and every compared store's offer for it, in the answer's currency; the other fields keep their meaning", async () => {
    const shoppingList = [
      { item_name: "Milk", quantity: 2 }, { item_name: "Bread", quantity: 1 }, { item_name: "Eggs", quantity: 1 }, { item_name: "Butter", quantity: 1 },
      { item_name: "Bananas 1.5kg", quantity: 1 }, { item_name: "Apples", quantity: 1 }, { item_name: "Carrots", quantity: 1 }, { item_name: "Rice", quantity: 1 },
      { item_name: "Cheese", quantity: 1 }, { item_name: "Yogurt", quantity: 1 }, { item_name: "Coffee", quantity: 1 }, { item_name: "Flour", quantity: 1 },
      { item_name: "Saffron", quantity: 1 },
    ];
    const { optimization_result: r } = await scrapePrices(db, alice, { shoppingList });
    expect(r.currency).toBe("NZD");
    expect(r.all_item_offers.map((o) => o.item)).toEqual(shoppingList.map((l) => l.item_name));
    const milk = r.all_item_offers[0];
    expect(milk).toMatchObject({ item: "Milk", quantity: 2, amount: { value: 4000, unit: "ml" } });
    // Every store in reach that prices milk: Alpha, Beta, the deli and Central (Faraway is outside 30 km).
    expect(Object.keys(milk.stores).sort()).toEqual(["Alpha Market", "Beta Foods", "Central Warehouse", "Tiny Deli"]);
    expect(milk.stores["Alpha Market"]).toEqual({ full_name: "Anchor Blue Top Milk 2L", packs: 2, pack_size: "2L", amount: { value: 4000, unit: "ml" }, price: (2 * (BASE[0] - 50)) / 100 });
    // Loose produce by weight: 1.5 kg of bananas at the per-kg price.
    const bananas = r.all_item_offers[4];
    expect(bananas.amount).toEqual({ value: 1500, unit: "g" });
    expect(bananas.stores["Beta Foods"]).toEqual({ full_name: "Bananas per kg", packs: 1.5, pack_size: "per kg", amount: { value: 1500, unit: "g" }, price: Math.round(1.5 * BASE[4]) / 100 });
    expect(r.all_item_offers[12]).toMatchObject({ item: "Saffron", amount: { value: 1, unit: "g" }, stores: { "Central Warehouse": { packs: 1, price: 15 } } });
    for (const line of r.all_item_offers) {
      const prices = r.all_item_prices.find((p) => p.item === line.item)!;
      // The same stores and prices as all_item_prices; each offer's amount is the line's within the tolerance.
      expect(Object.fromEntries(Object.entries(line.stores).map(([name, o]) => [name, o.price]))).toEqual(prices.stores);
      for (const o of Object.values(line.stores)) {
        expect(["g", "ml", "each"]).toContain(o.amount.unit);
        expect(o.amount.unit).toBe(line.amount!.unit);
        expect(o.amount.value).toBeGreaterThanOrEqual(line.amount!.value * 0.98);
        expect(o.amount.value).toBeLessThanOrEqual(line.amount!.value * 1.1);
      }
    }
    // The plan's lines still read as before: price is the line total, full_name shows the packs.
    const milkLine = r.recommended_lists.flatMap((l) => l.items).find((i) => i.item === "Milk")!;
    expect(milkLine.full_name).toBe("2 × Anchor Blue Top Milk 2L");
  });

  it("answers in the shopper's display currency: every line converted and rounded on its own, every subtotal the sum of its lines", async () => {
    const shoppingList = [{ item_name: "Milk", quantity: 2 }, { item_name: "Bread", quantity: 1 }, { item_name: "Eggs", quantity: 1 }, { item_name: "Butter", quantity: 1 }, { item_name: "Cheese", quantity: 1 }];
    const nzd = (await scrapePrices(db, alice, { shoppingList })).optimization_result;
    expect(nzd.currency).toBe("NZD");
    expect(nzd.conversion).toBeUndefined();
    const cents = (dollarsValue: number) => Math.round(dollarsValue * 100);
    const textCents = (text: string) => cents(Number(text.replace("$", "")));
    const check = (r: typeof nzd, rate: (c: number) => number) => {
      for (const list of r.recommended_lists) {
        const lines = list.items.map((i) => cents(i.price));
        expect(textCents(list.total_price)).toBe(lines.reduce((a, b) => a + b, 0));
        const nzdList = nzd.recommended_lists.find((l) => l.store_id === list.store_id)!;
        // Each line is the NZD line converted and rounded on its own.
        expect(lines).toEqual(nzdList.items.map((i) => rate(cents(i.price))));
      }
      for (const p of r.all_item_prices) {
        const before = nzd.all_item_prices.find((x) => x.item === p.item)!;
        expect(Object.values(p.stores).map(cents)).toEqual(Object.values(before.stores).map((v) => rate(cents(v))));
      }
    };
    // Asked for in the request.
    const usd = (await scrapePrices(db, alice, { shoppingList, userCurrency: "USD" })).optimization_result;
    expect(usd.currency).toBe("USD");
    expect(usd.conversion).toMatchObject({ from: "NZD", to: "USD", rate: Number((1 / 1.67).toPrecision(6)) });
    check(usd, (c) => convertCents(c, "NZD", "USD", FALLBACK_RATES));
    // Chosen in the profile: the same answer without saying so in the request.
    await db.update(tables.profiles).set({ preferredCurrency: "AUD" }).where(eq(tables.profiles.userId, alice.userId));
    try {
      const aud = (await scrapePrices(db, alice, { shoppingList })).optimization_result;
      expect(aud.currency).toBe("AUD");
      check(aud, (c) => convertCents(c, "NZD", "AUD", FALLBACK_RATES));
    } finally {
      await db.update(tables.profiles).set({ preferredCurrency: null }).where(eq(tables.profiles.userId, alice.userId));
    }
  });

  it("bigger packs only when the shopper allows them, and then cheaper per unit", async () => {
    // Beta sells a 3 L milk far cheaper per litre than two 2 L bottles.
    const [big] = await db.insert(tables.products).values({ name: "Budget Milk 3L", brand: "Budget", size: "3L", unitQuantity: 3000, unit: "ml", category: "dairy", genericName: "milk", countries: ["NZ"] }).returning({ id: tables.products.id });
    await db.insert(tables.prices).values({ storeId: scenario.storeIds.beta, productId: big.id, amountCents: 200, currency: "NZD", observedAt: new Date(), source: "scrape" });
    clearComparisonCaches();
    const strict = (await scrapePrices(db, alice, { shoppingList: [{ item_name: "2L milk", quantity: 1 }] })).optimization_result;
    expect(strict.all_item_offers[0].stores["Beta Foods"]).toMatchObject({ full_name: "Anchor Blue Top Milk 2L", amount: { value: 2000, unit: "ml" } });
    const bigger = (await scrapePrices(db, alice, { shoppingList: [{ item_name: "2L milk", quantity: 1 }], biggerPacks: true })).optimization_result;
    expect(bigger.all_item_offers[0].amount).toEqual({ value: 2000, unit: "ml" });
    expect(bigger.all_item_offers[0].stores["Beta Foods"]).toEqual({ full_name: "Budget Milk 3L", packs: 1, pack_size: "3L", amount: { value: 3000, unit: "ml" }, price: 2 });
  });
});
