import { describe, expect, it } from "vitest";
import { explainPlan } from "./explain-plan";
import { bestSingleStore, optimise } from "./optimise";
import { planWithRadius } from "./radius-policy";
import type { OptimiserInput } from "./types";

const ten = ["milk", "bread", "eggs", "butter", "cheese", "apples", "bananas", "rice", "pasta", "coffee"];

/** stores: id → [distanceKm, { item: unit price in cents }] */
function build(stores: Record<string, [number, Record<string, number>]>, extra: Partial<OptimiserInput> = {}): OptimiserInput {
  return {
    items: ten.map((id) => ({ id, quantity: 1 })),
    stores: Object.entries(stores).map(([id, [distanceKm]]) => ({ id, distanceKm })),
    prices: Object.entries(stores).flatMap(([store, [, prices]]) =>
      Object.entries(prices).map(([item, unitPriceCents]) => ({ item, store, unitPriceCents }))),
    ...extra,
  };
}
const all = (price: (k: number) => number, skip: string[] = []) =>
  Object.fromEntries(ten.filter((it) => !skip.includes(it)).map((it, k) => [it, price(k)]));

describe("planWithRadius", () => {
  it("stays at 5 km when the nearby stores already cover everything in the area", () => {
    const input = build({ near: [2, all((k) => 300 + k)], far: [20, all((k) => 200 + k)] });
    const plan = planWithRadius(input);
    expect(plan.distanceFiltering).toEqual({
      initialDistanceKm: 5, finalDistanceKm: 5, maxDistanceKm: 30, storesFound: 2, storesInAllowance: 1, viableStores: 1,
    });
    expect(plan.result.stores.map((s) => s.id)).toEqual(["near"]);
    expect(plan.decisionLog[0]).toBe("Within 5 km: 1 store; the plan covers all 10 items available in the area.");
    expect(plan.decisionLog).toHaveLength(2);
  });

  it("widens step by step only while items are missing, and logs the numbers", () => {
    const input = build({
      near: [3, all((k) => 300 + k, ["eggs", "rice"])],
      mid: [14, all((k) => 310 + k, ["rice"])],
      far: [27, { rice: 150, eggs: 900, milk: 900, bread: 900, butter: 900 }],
      outside: [40, all(() => 10)],
    });
    const plan = planWithRadius(input);
    expect(plan.distanceFiltering.finalDistanceKm).toBe(30);
    expect(plan.distanceFiltering.storesFound).toBe(3);
    expect(plan.distanceFiltering.storesInAllowance).toBe(3);
    expect(plan.decisionLog.slice(0, 3)).toEqual([
      "Within 5 km: 1 store; they stock 8 of 10 items; 2 items missing (eggs, rice) — widening to 10 km.",
      "Within 10 km: 1 store; they stock 8 of 10 items; 2 items missing (eggs, rice) — widening to 15 km.",
      "Within 15 km: 2 stores; they stock 9 of 10 items; 1 item missing (rice) — widening to 20 km.",
    ]);
    expect(plan.decisionLog[5]).toBe("Within 30 km: 3 stores; the plan covers all 10 items available in the area.");
    expect(plan.result.covered).toHaveLength(10);
    expect(plan.result.stores.map((s) => s.id)).not.toContain("outside");
  });

  it("stops at the maximum and names items no store within 30 km sells", () => {
    const input = build({ near: [1, all((k) => 300 + k, ["coffee"])], outside: [31, { coffee: 100 }] });
    const plan = planWithRadius(input);
    expect(plan.distanceFiltering.finalDistanceKm).toBe(5);
    expect(plan.decisionLog[0]).toBe(
      "Within 5 km: 1 store; the plan covers all 9 items available in the area. 1 item is not stocked by any store within 30 km (coffee).",
    );
    expect(plan.result.uncovered).toEqual(["coffee"]);
  });

  it("widens when nearby stores stock everything but no valid split covers it", () => {
    // cheapa and cheapb each miss one item and cannot both take five of the seven items.
    const seven = ten.slice(0, 7);
    const input: OptimiserInput = {
      items: seven.map((id) => ({ id, quantity: 1 })),
      stores: [{ id: "cheapa", distanceKm: 1 }, { id: "cheapb", distanceKm: 2 }, { id: "full", distanceKm: 8 }],
      prices: [
        ...seven.slice(0, 6).map((item) => ({ item, store: "cheapa", unitPriceCents: 100 })),
        ...seven.slice(1).map((item) => ({ item, store: "cheapb", unitPriceCents: 110 })),
        ...seven.map((item) => ({ item, store: "full", unitPriceCents: 500 })),
      ],
    };
    const plan = planWithRadius(input);
    expect(plan.decisionLog[0]).toBe(
      "Within 5 km: 2 stores stock 7 of 7 items, but the best valid plan covers only 6 (each store in a split needs at least 5 items) — widening to 10 km.",
    );
    expect(plan.distanceFiltering.finalDistanceKm).toBe(10);
    expect(plan.result.covered).toHaveLength(7);
  });

  it("explains a split with the saving against the best single store", () => {
    const input = build({
      allmart: [1, all((k) => 300 + 10 * k)],
      budget: [2, Object.fromEntries(ten.slice(0, 5).map((it, k) => [it, 240 + 10 * k]))],
      freshco: [3, Object.fromEntries(ten.slice(5).map((it, k) => [it, 300 + 10 * k]))],
    });
    const plan = planWithRadius(input);
    expect(plan.decisionLog.at(-1)).toBe("Chose 2 stores (budget, freshco) for $29.00: $5.50 less than the best single store, allmart, at $34.50.");
  });

  it("explains why one store wins when visits cost more than splitting saves", () => {
    const input = build({
      allmart: [1, all((k) => 300 + 10 * k)],
      budget: [2, Object.fromEntries(ten.slice(0, 5).map((it, k) => [it, 240 + 10 * k]))],
      freshco: [3, Object.fromEntries(ten.slice(5).map((it, k) => [it, 300 + 10 * k]))],
    }, { visitCostCents: 600 });
    const plan = planWithRadius(input);
    expect(plan.result.stores.map((s) => s.id)).toEqual(["allmart"]);
    expect(plan.decisionLog.at(-1)).toBe(
      "Chose allmart alone for $40.50: splitting across 2 stores would save only $5.50 on items, less than the $6.00 of extra visit costs.",
    );
  });

  it("widens to a locked store inside the area, and reports a lock on a store outside it", () => {
    const stores: Record<string, [number, Record<string, number>]> = {
      near: [2, all((k) => 300 + k)], far: [25, all((k) => 320 + k)], beyond: [40, all((k) => 200 + k)],
    };
    const inside = planWithRadius(build(stores, { locks: [{ item: "milk", store: "far" }] }));
    expect(inside.distanceFiltering.finalDistanceKm).toBe(25);
    expect(inside.decisionLog[0]).toBe("Within 5 km: 1 store; they stock 9 of 10 items; 1 item missing (milk) — widening to 10 km.");
    expect(inside.result.ignoredLocks).toEqual([]);
    expect(inside.result.stores.find((s) => s.items.includes("milk"))?.id).toBe("far");

    const outside = planWithRadius(build(stores, { locks: [{ item: "milk", store: "beyond" }] }));
    expect(outside.distanceFiltering.finalDistanceKm).toBe(5);
    expect(outside.result.ignoredLocks).toEqual([{ item: "milk", store: "beyond", reason: "store is beyond 30 km" }]);
    expect(outside.result.stores).toEqual([expect.objectContaining({ id: "near", items: ten })]);
  });

  it("accepts custom steps", () => {
    const input = build({ near: [7, all((k) => 300 + k)] });
    const plan = planWithRadius(input, { steps: [2, 8] });
    expect(plan.distanceFiltering).toMatchObject({ initialDistanceKm: 2, finalDistanceKm: 8, maxDistanceKm: 8 });
    expect(plan.decisionLog[0]).toBe("Within 2 km: 0 stores; they stock 0 of 10 items; 10 items missing (milk, bread, eggs, …) — widening to 8 km.");
  });
});

describe("explainPlan", () => {
  it("states each store's share and the saving, from the real numbers", () => {
    const input = build({
      allmart: [1, all((k) => 300 + 10 * k)],
      budget: [2, Object.fromEntries(ten.slice(0, 5).map((it, k) => [it, 240 + 10 * k]))],
      freshco: [3, Object.fromEntries(ten.slice(5).map((it, k) => [it, 300 + 10 * k]))],
    });
    const lines = explainPlan(optimise(input), bestSingleStore(input), input, { storeName: (id) => id.toUpperCase() });
    expect(lines).toEqual([
      "BUDGET: 5 items for $13.00; 5 of them at the lowest price of any candidate store.",
      "FRESHCO: 5 items for $16.00; 5 of them at the lowest price of any candidate store.",
      "Buying everything at ALLMART would cost $34.50; splitting saves $5.50 (15.9%).",
      "This is the proven cheapest plan (total $29.00).",
    ]);
  });
});
