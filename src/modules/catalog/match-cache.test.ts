import { beforeEach, describe, expect, it } from "vitest";
import type { ChangedProduct, ProductRow } from "./products";
import {
  CATCH_UP_LIMIT, CATCH_UP_MARGIN_MS, FRESH_START_MARGIN_MS, cachedProduct, catalogueVersion, clearMatchCache, finishCatalogueSync, getCachedMatch, internProduct,
  planCatalogueSync, setCachedMatch,
} from "./match-cache";
import { candidateSearchTerms, parseListItem } from "./engine";

const row = (over: Partial<ProductRow> = {}): ProductRow => ({
  key: "p1", productId: "p1", name: "Anchor Blue Top Milk 2L", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml",
  category: "dairy", genericName: "milk", tags: [], ...over,
});
const changed = (over: Partial<ProductRow>, updatedAt: number): ChangedProduct => {
  const r = row(over);
  return { product: { ...r, key: r.productId }, updatedAt };
};
const T0 = Date.parse("2026-11-01T10:00:00Z");
const stamp = (newest: number, counts: number, deletes = "0") => ({ catalogue: `${newest}/${counts}/${deletes}`, catalogueDeletes: deletes, catalogueNewest: newest });

/** Memoises the answer for a list line the way a comparison does. */
function remember(line: string, ids: string[]) {
  const terms = candidateSearchTerms(line).map((t) => t.toLowerCase());
  setCachedMatch(line.toLowerCase(), { ids, candidates: ids.length, terms: terms.length ? terms : [line.trim().toLowerCase()], parsed: parseListItem(line), seenVersion: catalogueVersion() });
}

/** What compareList does with a stamp, given the products written since the step's `since`. */
function sync(v: ReturnType<typeof stamp>, written: ChangedProduct[]) {
  const step = planCatalogueSync(v);
  if (step.kind === "catch-up") finishCatalogueSync(v, written.filter((p) => p.updatedAt >= step.since));
  else if (step.kind !== "none") finishCatalogueSync(v, step.kind === "init" ? [] : null);
  return step.kind;
}

describe("match memo catching up with catalogue changes", () => {
  beforeEach(() => clearMatchCache());

  it("records the first stamp, then does nothing while it stays the same", () => {
    expect(sync(stamp(T0, 10), [])).toBe("init");
    remember("Milk", ["p1"]);
    expect(sync(stamp(T0, 10), [])).toBe("none");
    expect(getCachedMatch("milk")?.ids).toEqual(["p1"]);
  });

  it("adds a new product the line would accept, and leaves out one it would not or that its search cannot find", () => {
    sync(stamp(T0, 10), []);
    remember("Milk", ["p1"]);
    const writes = [
      changed({ productId: "p2", name: "Pams Standard Milk 3L", brand: "Pams", size: "3L", unitQuantity: 3000 }, T0 + 1000),
      changed({ productId: "p3", name: "Whittaker's Milk Chocolate Block 250g", brand: "Whittaker's", size: "250g", unitQuantity: 250, unit: "g", category: "confectionery", genericName: "chocolate" }, T0 + 2000),
      // Acceptable for "milk" but neither its name nor its generic name holds a search term: the
      // search would not return it, so the memo must not either.
      changed({ productId: "p4", name: "Farmhouse Whole 2L", brand: "Farmhouse", genericName: null }, T0 + 3000),
    ];
    expect(sync(stamp(T0 + 3000, 13), writes)).toBe("catch-up");
    expect(getCachedMatch("milk")?.ids).toEqual(["p1", "p2"]);
  });

  it("drops a product edited into something the line no longer means, and its old analysis with it", () => {
    sync(stamp(T0, 10), []);
    const before = internProduct(row());
    remember("Milk", ["p1"]);
    sync(stamp(T0 + 500, 11), [changed({ name: "Anchor Milk Powder 1kg", size: "1kg", unitQuantity: 1000, unit: "g", genericName: "milk powder" }, T0 + 500)]);
    expect(getCachedMatch("milk")?.ids).toEqual([]);
    expect(cachedProduct("p1")).not.toBe(before);
    expect(cachedProduct("p1")?.name).toBe("Anchor Milk Powder 1kg");
  });

  it("re-reads the margin without applying a row twice", () => {
    sync(stamp(T0, 10), []);
    remember("Milk", []);
    const p2 = changed({ productId: "p2", name: "Pams Standard Milk 3L" }, T0 + 1000);
    sync(stamp(T0 + 1000, 11), [p2]);
    expect(getCachedMatch("milk")?.ids).toEqual(["p2"]);
    // A line memoised afterwards deliberately without p2 stays as it is when the margin re-reads p2.
    remember("Milk", []);
    const step = planCatalogueSync(stamp(T0 + 2000, 12));
    expect(step).toEqual({ kind: "catch-up", since: Math.max(T0 + 1000 - CATCH_UP_MARGIN_MS, T0 - FRESH_START_MARGIN_MS) });
    sync(stamp(T0 + 2000, 12), [p2]);
    expect(getCachedMatch("milk")?.ids).toEqual([]);
  });

  it("after a fresh start, re-reads only a short margin before it, however recently the catalogue was bulk-written", () => {
    // A migration or bulk load just stamped every product: the memo starts empty, so they need no catch-up.
    sync(stamp(T0, 50_000), []);
    remember("Milk", ["p1"]);
    const step = planCatalogueSync(stamp(T0 + 60_000, 50_001));
    expect(step).toEqual({ kind: "catch-up", since: T0 - FRESH_START_MARGIN_MS });
  });

  it("starts over after a deletion or when too many products changed", () => {
    sync(stamp(T0, 10), []);
    remember("Milk", ["p1"]);
    expect(sync(stamp(T0, 10, "1"), [])).toBe("reset");
    expect(getCachedMatch("milk")).toBeNull();

    remember("Milk", ["p1"]);
    const many = Array.from({ length: CATCH_UP_LIMIT + 1 }, (_, i) => changed({ productId: `x${i}`, name: `Soap ${i}`, genericName: null }, T0 + 10 + i));
    expect(sync(stamp(T0 + 10 + CATCH_UP_LIMIT, 20_000, "1"), many)).toBe("catch-up");
    expect(getCachedMatch("milk")).toBeNull();
  });

  it("ignores an answer whose search started before the catalogue moved on", () => {
    sync(stamp(T0, 10), []);
    const seen = catalogueVersion();
    sync(stamp(T0 + 100, 11), []);
    setCachedMatch("milk", { ids: ["p1"], candidates: 1, terms: ["milk"], parsed: parseListItem("Milk"), seenVersion: seen });
    expect(getCachedMatch("milk")).toBeNull();
  });

  it.each<[string, Partial<ProductRow>]>([
    ["name", { name: "Anchor Lite Milk 2L" }],
    ["brand", { brand: "Meadow Fresh" }],
    ["size", { size: "1L" }],
    ["unit quantity", { unitQuantity: 1000 }],
    ["category", { category: "drinks" }],
    ["generic name", { genericName: "lite milk" }],
    ["tags", { tags: ["organic"] }],
  ])("an edited %s replaces the shared object, so the product is analysed afresh", (_, change) => {
    const first = internProduct(row());
    expect(internProduct(row())).toBe(first);
    const edited = internProduct(row(change));
    expect(edited).not.toBe(first);
    expect(cachedProduct("p1")).toBe(edited);
  });
});
