import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateInstance } from "../../../../scripts/lib/optimiser-instances";
import { bestSingleStore, greedyBaseline, optimise } from "./optimise";
import type { OptimiserInput, OptimiserResult } from "./types";

const mediumInstance: fc.Arbitrary<OptimiserInput> = fc
  .record({
    n: fc.integer({ min: 1, max: 24 }),
    m: fc.integer({ min: 1, max: 8 }),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    missing: fc.constantFrom(0, 0.2, 0.5),
    minItems: fc.integer({ min: 1, max: 5 }),
    maxStores: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    visit: fc.option(fc.constant<[number, number]>([50, 400]), { nil: null }),
    locks: fc.array(fc.record({ i: fc.nat(30), s: fc.nat(9) }), { maxLength: 3 }),
  })
  .map(({ n, m, seed, missing, minItems, maxStores, visit, locks }) => {
    const input = generateInstance({ items: n, stores: m, model: seed % 2 ? "random" : "structured", seed, missing, minItemsPerStore: minItems, maxStores, visitCost: visit });
    const pad = (k: number) => String(k + 1).padStart(3, "0");
    return { ...input, locks: locks.map((l) => ({ item: `i${pad(l.i)}`, store: `s${pad(l.s)}` })) };
  });

function lowestPrice(input: OptimiserInput): Map<string, number> {
  const map = new Map<string, number>();
  for (const p of input.prices) map.set(`${p.item}|${p.store}`, Math.min(map.get(`${p.item}|${p.store}`) ?? Infinity, p.unitPriceCents));
  return map;
}

/** Checks a result against the raw input only, without trusting the engine's bookkeeping. */
function expectValidPlan(input: OptimiserInput, result: OptimiserResult) {
  const price = lowestPrice(input);
  const qty = new Map(input.items.map((it) => [it.id, it.quantity]));
  const L = input.minItemsPerStore ?? 5;
  const seen = new Set<string>();
  let itemsCost = 0;
  let visitCost = 0;
  for (const s of result.stores) {
    if (result.stores.length > 1) expect(s.items.length).toBeGreaterThanOrEqual(L);
    let subtotal = 0;
    for (const it of s.items) {
      expect(seen.has(it)).toBe(false);
      seen.add(it);
      const p = price.get(`${it}|${s.id}`);
      expect(p).toBeDefined();
      subtotal += p! * qty.get(it)!;
    }
    expect(s.subtotalCents).toBe(subtotal);
    const store = input.stores.find((x) => x.id === s.id)!;
    expect(s.visitCostCents).toBe(store.visitCostCents ?? input.visitCostCents ?? 0);
    itemsCost += subtotal;
    visitCost += s.visitCostCents;
  }
  expect(result.stores.length).toBeLessThanOrEqual(input.maxStores ?? Infinity);
  expect([...seen].sort()).toEqual([...result.covered].sort());
  expect([...result.covered, ...result.uncovered].sort()).toEqual(input.items.map((it) => it.id).sort());
  expect(result.itemsCostCents).toBe(itemsCost);
  expect(result.visitCostTotalCents).toBe(visitCost);
  expect(result.totalCents).toBe(itemsCost + visitCost);
  expect(result.lowerBoundCents).toBeLessThanOrEqual(result.totalCents);
  const ignored = new Set(result.ignoredLocks.map((l) => `${l.item}|${l.store}`));
  for (const lock of input.locks ?? []) {
    if (ignored.has(`${lock.item}|${lock.store}`)) continue;
    const holder = result.stores.find((s) => s.items.includes(lock.item));
    if (holder) expect(holder.id).toBe(lock.store);
  }
}

const atLeastAsGood = (a: OptimiserResult, b: OptimiserResult) =>
  a.covered.length > b.covered.length || (a.covered.length === b.covered.length && a.totalCents <= b.totalCents);

describe("optimise properties on random medium instances", () => {
  it("returns a valid, proven plan that is never worse than one store or the greedy baseline", () => {
    fc.assert(
      fc.property(mediumInstance, (input) => {
        const result = optimise(input);
        expectValidPlan(input, result);
        expect(result.optimal).toBe(true);
        expect(result.lowerBoundCents).toBe(result.totalCents);
        const single = bestSingleStore(input);
        if (single) { expectValidPlan(input, single); expect(atLeastAsGood(result, single)).toBe(true); }
        const greedy = greedyBaseline(input);
        if (greedy) { expectValidPlan(input, greedy); expect(atLeastAsGood(result, greedy)).toBe(true); }
      }),
      { seed: 4242, numRuns: 150 },
    );
  });

  it("stops at the node budget with an honest bound instead of claiming optimality", () => {
    const input = { ...generateInstance({ items: 60, stores: 40, model: "random", seed: 1 }), budget: { maxNodes: 1 } };
    const cut = optimise(input);
    const full = optimise({ ...input, budget: undefined });
    expectValidPlan(input, cut);
    expect(full.optimal).toBe(true);
    expect(full.stats.nodes).toBeGreaterThan(1);
    expect(cut.optimal).toBe(false);
    expect(cut.stats.nodes).toBe(1);
    expect(cut.lowerBoundCents).toBeGreaterThan(0);
    expect(cut.lowerBoundCents).toBeLessThanOrEqual(full.totalCents);
    expect(cut.totalCents).toBeGreaterThanOrEqual(full.totalCents);
  });
});

describe("odd input is repaired and reported, never thrown", () => {
  const base: OptimiserInput = {
    items: [{ id: "a", quantity: 2 }, { id: "b", quantity: 0 }, { id: "a", quantity: 1 }, { id: "c", quantity: 1.5 }],
    stores: [{ id: "s", distanceKm: 1 }, { id: "t", distanceKm: Number.NaN }],
    prices: [
      { item: "a", store: "s", unitPriceCents: 300 },
      { item: "a", store: "s", unitPriceCents: 250 },
      { item: "b", store: "s", unitPriceCents: -5 },
      { item: "b", store: "t", unitPriceCents: 199.5 },
      { item: "zzz", store: "s", unitPriceCents: 100 },
      { item: "c", store: "t", unitPriceCents: 120 },
    ],
  };

  it("keeps the lowest duplicate price, uses quantity 1 for bad quantities and drops bad prices", () => {
    const result = optimise(base);
    expect(result.optimal).toBe(true);
    // Fewer than five items, so one store only: s sells a (2 × 250 after the duplicate), t sells c
    // (quantity 1.5 → 1) for 120; b's prices are invalid. Equal coverage, so the cheaper t wins.
    expect(result.stores).toEqual([{ id: "t", items: ["c"], subtotalCents: 120, visitCostCents: 0 }]);
    expect(result.uncovered).toEqual(["a", "b"]);
    expect(bestSingleStore({ ...base, prices: base.prices.filter((p) => p.store === "s") })?.itemsCostCents).toBe(500);
    expect(result.warnings.join(" ")).toMatch(/Duplicate item "a"/);
    expect(result.warnings.join(" ")).toMatch(/quantity 0; using 1/);
    expect(result.warnings.join(" ")).toMatch(/unknown item or store/);
    expect(result.warnings.join(" ")).toMatch(/kept the lowest/);
  });

  it("handles empty lists and no stores", () => {
    expect(optimise({ items: [], stores: [], prices: [] })).toMatchObject({ covered: [], stores: [], totalCents: 0, optimal: true });
    expect(optimise({ items: [{ id: "x", quantity: 1 }], stores: [], prices: [] })).toMatchObject({ uncovered: ["x"], totalCents: 0, optimal: true });
    expect(bestSingleStore({ items: [{ id: "x", quantity: 1 }], stores: [], prices: [] })).toBeNull();
  });

  it("throws only on programmer errors", () => {
    expect(() => optimise(null as unknown as OptimiserInput)).toThrow(TypeError);
    expect(() => optimise({ items: "milk", stores: [], prices: [] } as unknown as OptimiserInput)).toThrow(TypeError);
  });
});
