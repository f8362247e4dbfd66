import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { seedDemoData } from "@/server/seed/seed";
import { generateDemoData } from "@/server/seed/generate";
import { DEMO_ACCOUNTS, DEMO_SHOPPER_HOMES } from "@/server/seed/demo-accounts";
import { localiseListText } from "@/modules/catalog/engine";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { loadCases, type MatchingCase } from "../../../tests/fixtures/matching/evaluate";
import { clearComparisonCaches, compareList } from "./compare";
import { getBestSavings } from "./queries";
import type { ComparisonDto } from "./dto";

/**
 * Issue 16 item 7: a shopper's regional words reach the price comparison. The labelled regional
 * cases (tests/fixtures/matching/regional-cases.json) whose words the shopper's country rewrites
 * ("Chook" in AU, "Jelly" and "Soda" in the US, "Fizzy drink" in NZ…) are compared for the demo
 * shopper of that country on the seeded demo data, through the same path as Best Savings (the
 * country comes from the shopper's profile).
 */
let db: Db;
const names = new Map(generateDemoData().products.map((p) => [p.key, p.name]));
const SHOPPERS = { NZ: "shopper", AU: "shopper_sydney", US: "shopper_seattle" } as const;
const regional = loadCases("regional-cases.json").filter((c) => localiseListText(c.query, c.country) !== c.query);
const actors = new Map<string, Actor>();
const listIds = new Map<string, string>();

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  clearComparisonCaches();
  await seedDemoData(db, { log: () => undefined });
  for (const [country, account] of Object.entries(SHOPPERS)) {
    const email = DEMO_ACCOUNTS[account].email;
    const [user] = await db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, email));
    actors.set(country, { userId: user.id, role: "shopper", email, sessionId: "test" } as Actor);
    const cases = regional.filter((c) => c.country === country);
    const [list] = await db.insert(tables.shoppingLists).values({ userId: user.id, name: `Regional words ${country}` }).returning({ id: tables.shoppingLists.id });
    await db.insert(tables.shoppingListItems).values(cases.map((c) => ({ listId: list.id, itemName: c.query, quantity: 1 })));
    listIds.set(country, list.id);
  }
}, 240_000);

/** Product names priced for a line, at every store in reach. */
function pricedNames(c: ComparisonDto, query: string): string[] {
  const line = c.itemPrices.find((l) => l.itemName === query);
  return [...new Set(line?.prices.map((p) => p.productName) ?? [])];
}

async function compareFor(country: string): Promise<ComparisonDto> {
  const outcome = await getBestSavings(db, actors.get(country)!, { listId: listIds.get(country)!, visitCostCents: 0, maxStores: null });
  if (outcome.status !== "ok") throw new Error(`comparison for ${country}: ${outcome.status}`);
  return outcome.comparison;
}

describe("regional words in the price comparison", () => {
  it("the labelled set has regional words for every country", () => {
    expect(regional.length).toBeGreaterThan(20);
    for (const country of Object.keys(SHOPPERS)) expect(regional.some((c) => c.country === country)).toBe(true);
  });

  it.each(Object.keys(SHOPPERS))("%s shopper: each regional word is priced as a product the labels accept, at every store; expected-none words stay unpriced", async (country) => {
    const c = await compareFor(country);
    const wrong: string[] = [];
    for (const kase of regional.filter((k: MatchingCase) => k.country === country)) {
      const priced = pricedNames(c, kase.query);
      const acceptable = new Set(kase.acceptable.map((k) => names.get(k)));
      if (!acceptable.size) {
        if (priced.length) wrong.push(`${kase.query}: expected none, priced ${priced.join(", ")}`);
        continue;
      }
      if (!priced.length) wrong.push(`${kase.query}: not priced`);
      for (const n of priced) if (!acceptable.has(n)) wrong.push(`${kase.query}: priced ${n}`);
    }
    expect(wrong).toEqual([]);
  });

  it("without the shopper's country the same words are missed or mean something else (the difference is the country)", async () => {
    const home = DEMO_SHOPPER_HOMES.shopper_sydney;
    const origin = { lat: home.latitude, lng: home.longitude, label: "Sydney", source: "profile" as const };
    const items = [{ id: "chook", name: "Chook", quantity: 1 }, { id: "snags", name: "Snags", quantity: 1 }];
    const au = await compareList(db, { actor: actors.get("AU")!, items, origin, options: {}, country: "AU" });
    const none = await compareList(db, { actor: actors.get("AU")!, items, origin, options: {}, country: null });
    expect(pricedNames(au, "Chook").length).toBeGreaterThan(0);
    expect(pricedNames(au, "Chook").every((n) => /chicken/i.test(n))).toBe(true);
    expect(pricedNames(au, "Snags").every((n) => /sausage/i.test(n))).toBe(true);
    expect(pricedNames(none, "Chook")).toEqual([]);

    const seattle = DEMO_SHOPPER_HOMES.shopper_seattle;
    const jelly = (country: string | null) => compareList(db, {
      actor: actors.get("US")!, items: [{ id: "jelly", name: "Jelly", quantity: 1 }], country, options: {},
      origin: { lat: seattle.latitude, lng: seattle.longitude, label: "Seattle", source: "profile" },
    });
    const us = pricedNames(await jelly("US"), "Jelly");
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((n) => /\b(jam|preserves)\b/i.test(n))).toBe(true); // "Smucker's Strawberry Jam 18 oz", "… Preserves 18 oz"
    expect(pricedNames(await jelly(null), "Jelly")).toEqual([]);
  });
});
