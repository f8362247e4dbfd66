import { describe, expect, it } from "vitest";
import { candidateSearchTerms } from "@/modules/catalog/engine";
import { generateDemoData } from "@/server/seed/generate";
import { loadCases } from "../../../tests/fixtures/matching/evaluate";
import type { ProductRow } from "./products";
import { CatalogueIndex } from "./catalogue-index";
import { searchFinds } from "./search-pattern";

const data = generateDemoData();
const products: ProductRow[] = data.products.map((p) => ({
  key: p.key, productId: p.key, name: p.name, brand: p.brand ?? null, size: p.size, unitQuantity: p.unitQuantity, unit: p.unit,
  category: p.category, genericName: p.genericName ?? null, tags: [],
}));
const ids = (rows: ProductRow[]) => rows.map((p) => p.productId).sort();

describe("CatalogueIndex answers the catalogue search exactly as SQL would", () => {
  const index = new CatalogueIndex();
  for (const p of products) index.upsert(p);
  const cases = [...loadCases(), ...loadCases("holdout-cases.json")];

  it(`matches a brute-force LIKE/generic-name scan for every labelled query (${cases.length} queries, ${products.length} products)`, () => {
    let compared = 0;
    for (const c of cases) {
      const terms = candidateSearchTerms(c.query).map((t) => t.toLowerCase());
      const [found] = index.search([terms]);
      expect(ids(found), c.query).toEqual(ids(products.filter((p) => searchFinds(terms, p))));
      compared++;
    }
    expect(compared).toBe(cases.length);
  });

  it("answers several searches at once, sharing terms", () => {
    const [milk, eggs, both] = index.search([["milk"], ["egg"], ["milk", "egg"]]);
    expect(milk.length).toBeGreaterThan(0);
    expect(eggs.length).toBeGreaterThan(0);
    expect(ids(both)).toEqual([...new Set([...ids(milk), ...ids(eggs)])].sort());
  });

  it("finds multi-word terms and names with punctuation (k cup → K-Cup)", () => {
    const own = new CatalogueIndex();
    own.upsert({ ...products[0], productId: "kc", key: "kc", name: "Green Mountain K-Cup Pods 12pk", genericName: null });
    own.upsert({ ...products[0], productId: "kx", key: "kx", name: "Cup Noodles K Flavour", genericName: null });
    expect(ids(own.search([["k cup"]])[0])).toEqual(["kc"]);
  });
});

describe("CatalogueIndex follows edits", () => {
  const base = products.find((p) => p.name.toLowerCase().includes("milk"))!;

  it("re-indexes a renamed product under its new words only, and forgets a removed one", () => {
    const index = new CatalogueIndex();
    index.upsert(base);
    expect(ids(index.search([["milk"]])[0])).toEqual([base.productId]);
    index.upsert({ ...base, name: "Oat Drink 1L", genericName: "oat drink" });
    expect(index.search([["milk"]])[0]).toEqual([]);
    expect(ids(index.search([["oat"]])[0])).toEqual([base.productId]);
    expect(ids(index.search([["oat drink"]])[0])).toEqual([base.productId]);
    index.remove(base.productId);
    expect(index.search([["oat"]])[0]).toEqual([]);
    expect(index.size).toBe(0);
  });

  it("matches the generic name exactly, not as a substring", () => {
    const index = new CatalogueIndex();
    index.upsert({ ...base, productId: "g1", key: "g1", name: "Farmhouse Whole 2L", genericName: "milk" });
    index.upsert({ ...base, productId: "g2", key: "g2", name: "Farmhouse Trim 2L", genericName: "trim milk" });
    expect(ids(index.search([["milk"]])[0])).toEqual(["g1"]);
  });
});
