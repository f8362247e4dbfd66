import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/server/seed/generate";
import { loadCases } from "../../../../tests/fixtures/matching/evaluate";
import { CatalogueIndex } from "../catalogue-index";
import type { ProductRow } from "../products";
import { analyseProduct, parseListItem } from "./parse-item";
import { localiseListText } from "./regional";
import { acceptableProducts, isAcceptable, scoreCandidate, scoreUnexplained } from "./score";
import { candidateSearchTerms } from "./search-terms";
import type { ParsedListItem } from "./types";

// The comparison's fast paths must answer exactly as scoreCandidate: judged once per label
// (acceptableProducts), without reasons (isAcceptable, scoreUnexplained), with the catalogue
// index's label ids. The catalogue is the demo one, plus every product again under another brand
// and in another size (labels shared across brands, as in a real multi-chain catalogue), plus
// products named by their brand ("Coca-Cola Classic"), the one case where the brand decides.
const demo = generateDemoData().products;
const row = (p: (typeof demo)[number], over: Partial<ProductRow> = {}): ProductRow => ({
  key: p.key, productId: p.key, name: p.name, brand: p.brand ?? null, size: p.size, unitQuantity: p.unitQuantity, unit: p.unit,
  category: p.category, genericName: p.genericName ?? null, tags: [], ...over,
});
const products: ProductRow[] = [
  ...demo.map((p) => row(p)),
  ...demo.map((p) => {
    const core = p.brand && p.name.startsWith(p.brand) ? p.name.slice(p.brand.length).trim() : p.name;
    return row(p, { key: `${p.key}-hl`, productId: `${p.key}-hl`, name: `Harvest Lane ${core}`, brand: "Harvest Lane", unitQuantity: p.unitQuantity * 2 });
  }),
  ...[
    ["cc", "Coca-Cola Classic 1.5L", "Coca-Cola"], ["pc", "Pepsi Classic 1.5L", "Pepsi"], ["cz", "Coca-Cola Zero Sugar 1.5L", "Coca-Cola"],
    ["ks", "Kiwi Cola Classic 1.5L", null],
  ].map(([id, name, brand]) => row(demo[0], { key: id!, productId: id!, name: name!, brand, size: "1.5L", unitQuantity: 1500, unit: "ml", category: "drinks", genericName: null })),
];
const keys = (xs: { key: string }[]) => xs.map((p) => p.key);

const queries: ParsedListItem[] = [
  ...[...loadCases(), ...loadCases("holdout-cases.json"), ...loadCases("regional-cases.json")].map((c) => parseListItem(localiseListText(c.query, c.country))),
  ...["cola", "coca cola", "tillamok cheddar", "anchor blue top", "beef steak", "fresh salmon", "salted butter"].map((q) => parseListItem(q)),
];

describe("acceptableProducts judges once per label and agrees with scoreCandidate", () => {
  const index = new CatalogueIndex();
  for (const p of products) index.upsert(p);

  it(`on every labelled query's search candidates (${queries.length} queries, ${products.length} products)`, () => {
    let accepted = 0;
    let viaIndex = 0;
    for (const q of queries) {
      const terms = candidateSearchTerms(q.tokens.join(" "));
      // The index's candidates (the same as the SQL search: catalogue-index.test.ts), judged with its label ids.
      const [found] = index.candidates([terms.length ? terms : [q.tokens.join(" ")]]);
      const expected = keys(found.products.filter((p) => scoreCandidate(q, p).acceptable));
      expect(found.labelIds).toEqual(found.products.map((p) => analyseProduct(p).labelId));
      expect(keys(acceptableProducts(q, found.products, found.labelIds)), q.tokens.join(" ")).toEqual(expected);
      expect(keys(acceptableProducts(q, found.products))).toEqual(expected);
      expect(keys(found.products.filter((p) => isAcceptable(q, p)))).toEqual(expected);
      accepted += expected.length;
      viaIndex += found.products.length;
    }
    expect(accepted).toBeGreaterThan(1000);
    expect(viaIndex).toBeGreaterThan(10_000);
  });

  it("over the whole catalogue for a shopping list's lines, scoreUnexplained scoring as scoreCandidate does", () => {
    for (const text of ["milk", "bread", "eggs", "free range eggs", "chicken breast", "ground beef", "potato chips", "olive oil", "vanilla", "tea", "baking powder", "cola"]) {
      const q = parseListItem(text);
      const expected = products.filter((p) => scoreCandidate(q, p).acceptable);
      expect(keys(acceptableProducts(q, products)), text).toEqual(keys(expected));
      for (const p of expected) expect(scoreUnexplained(q, p).score).toBe(scoreCandidate(q, p).score);
      for (const p of products.slice(0, 400)) expect(scoreUnexplained(q, p).acceptable).toBe(scoreCandidate(q, p).acceptable);
    }
  });

  it("shares a label's verdict across brands, except where the brand names what the line asks for", () => {
    const cola = parseListItem("cola");
    const byKey = new Map(products.map((p) => [p.key, p]));
    const [coke, pepsi] = [byKey.get("cc")!, byKey.get("pc")!];
    expect(analyseProduct(coke).labelId).toBe(analyseProduct(pepsi).labelId);
    expect(keys(acceptableProducts(cola, [pepsi, coke]))).toEqual(["cc"]);
    expect(scoreCandidate(cola, pepsi).acceptable).toBe(false);
    // A misspelt brand is looked for in the brand: judged product by product.
    const tillamook = { key: "t1", name: "Tillamook Medium Cheddar Cheese 8 oz", brand: "Tillamook" };
    const other = { key: "t2", name: "Cabot Medium Cheddar Cheese 8 oz", brand: "Cabot" };
    expect(analyseProduct(tillamook).labelId).toBe(analyseProduct(other).labelId);
    expect(keys(acceptableProducts(parseListItem("tillamok cheddar"), [other, tillamook]))).toEqual(["t1"]);
  });
});
