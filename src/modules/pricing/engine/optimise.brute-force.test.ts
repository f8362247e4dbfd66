import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { optimise, optimiseWith } from "./optimise";
import { bruteForce } from "./test-support/brute-force";
import type { OptimiserInput } from "./types";

/**
 * Tiny random instances (≤ 6 items × ≤ 4 stores) with small integer prices, so equal totals and
 * min-load conflicts are common. Distances get distinct fractional parts so the distance
 * tie-break is decisive.
 */
const tinyInstance = (maxItems: number, maxStores: number): fc.Arbitrary<OptimiserInput> =>
  fc
    .record({
      quantities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: maxItems }),
      stores: fc.array(
        fc.record({ km: fc.integer({ min: 1, max: 30 }), visit: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }) }),
        { minLength: 1, maxLength: maxStores },
      ),
      grid: fc.array(fc.option(fc.integer({ min: 0, max: 12 }), { freq: 3, nil: null }), { minLength: 40, maxLength: 40 }),
      minItems: fc.constantFrom(1, 2, 3, 5),
      maxStores: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 2, nil: null }),
      visitCost: fc.constantFrom(0, 0, 50, 150),
      locks: fc.array(fc.record({ i: fc.nat(7), s: fc.nat(4) }), { maxLength: 2 }),
    })
    .map(({ quantities, stores, grid, minItems, maxStores, visitCost, locks }) => {
      const items = quantities.map((quantity, i) => ({ id: `item${i}`, quantity }));
      const storeList = stores.map((s, k) => ({
        id: `store${k}`,
        distanceKm: s.km + 0.137 * k + 0.011 * k * k,
        ...(s.visit !== undefined ? { visitCostCents: s.visit } : {}),
      }));
      const prices = [];
      for (let i = 0; i < items.length; i++) {
        for (let k = 0; k < storeList.length; k++) {
          const p = grid[(i * 5 + k) % grid.length];
          if (p !== null) prices.push({ item: items[i].id, store: storeList[k].id, unitPriceCents: 25 * p + 100 });
        }
      }
      return {
        items,
        stores: storeList,
        prices,
        minItemsPerStore: minItems,
        maxStores,
        visitCostCents: visitCost,
        locks: locks.map((l) => ({ item: `item${l.i}`, store: `store${l.s}` })),
      };
    });

function expectSameOptimum(input: OptimiserInput, result: ReturnType<typeof optimise>) {
  const truth = bruteForce(input);
  expect(result.optimal).toBe(true);
  expect(result.covered.length).toBe(truth.covered);
  expect(result.totalCents).toBe(truth.total);
  expect(result.lowerBoundCents).toBe(truth.total);
  // Tie-breaks: fewer stores, then nearer, then ids.
  expect(result.stores.map((s) => s.id).sort()).toEqual(truth.stores);
}

describe("optimise agrees with exhaustive search on tiny instances", () => {
  it("matches coverage, total and the tie-broken store set (default path)", () => {
    fc.assert(
      fc.property(tinyInstance(6, 4), (input) => expectSameOptimum(input, optimise(input))),
      { seed: 20240611, numRuns: 300 },
    );
  });

  it("matches when the Lagrangian branch-and-bound handles every store cap", () => {
    fc.assert(
      fc.property(tinyInstance(6, 4), (input) => expectSameOptimum(input, optimiseWith(input, { enumerationMaxStores: 0 }))),
      { seed: 77, numRuns: 300 },
    );
  });

  it("matches on slightly larger instances with no minimum per store pressure", () => {
    fc.assert(
      fc.property(tinyInstance(7, 4), (input) => {
        const relaxed = { ...input, minItemsPerStore: 1, maxStores: null };
        expectSameOptimum(relaxed, optimiseWith(relaxed, { enumerationMaxStores: 0 }));
      }),
      { seed: 5, numRuns: 60 },
    );
  });
});
