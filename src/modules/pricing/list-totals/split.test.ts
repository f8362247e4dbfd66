import { describe, expect, it } from "vitest";
import type { ComparisonItemDto, ItemPriceCell, ItemPricesDto } from "../dto";
import { totalsAtStore, usualStore } from "./split";

const locks = { productId: null, brand: null, storeId: null, productName: null, storeName: null };
const item = (id: string, name: string, amount: ComparisonItemDto["amount"]): ComparisonItemDto => ({ listItemId: id, itemName: name, quantity: 1, locks, amount });
const cell = (storeId: string, priceCents: number, amount: ItemPriceCell["amount"], packs = 1, packSize = "2L"): ItemPriceCell => ({
  storeId, productId: `p-${storeId}`, priceCents, productName: "Milk 2L", packs, unitPriceLabel: null, amount, packSize, packQuantity: amount.value / packs, loose: false,
  unitPrice: null, observedAt: "2026-11-20T00:00:00.000Z", source: "scrape",
});
const prices = (id: string, cells: ItemPriceCell[]): ItemPricesDto => ({ listItemId: id, itemName: id, quantity: 1, prices: cells, cheapestStoreId: cells[0]?.storeId ?? null });

describe("a list's totals at one store", () => {
  const items = [
    item("milk", "2L milk", { value: 2000, unit: "ml", label: "2 L", source: "typed" }),
    item("gallon", "Milk 1 gal", { value: 3785, unit: "ml", label: "1 gal", source: "typed" }),
    item("saffron", "Saffron", { value: 1, unit: "g", label: "1 g", source: "usual" }),
  ];
  const itemPrices = [
    prices("milk", [cell("a", 349, { value: 2000, unit: "ml" }), cell("b", 399, { value: 2000, unit: "ml" })]),
    prices("gallon", [cell("a", 598, { value: 4000, unit: "ml" }, 2, "2L"), cell("b", 499, { value: 3785, unit: "ml" }, 1, "1 gal")]),
    prices("saffron", [cell("b", 1299, { value: 1, unit: "g" }, 1, "1g")]),
  ];

  it("splits priced, estimated (another pack size within the tolerance) and unpriced lines, with the sums", () => {
    const a = totalsAtStore(items, itemPrices, "a");
    expect(a.lines.map((l) => [l.listItemId, l.status, l.priceCents])).toEqual([["milk", "priced", 349], ["gallon", "estimated", 598], ["saffron", "unpriced", null]]);
    expect(a.lines[1].note).toBe("Priced from 2 × 2L for 1 gal");
    expect(a).toMatchObject({ pricedCents: 349, estimatedCents: 598, totalCents: 947, counts: { priced: 1, estimated: 1, unpriced: 1 } });
    const b = totalsAtStore(items, itemPrices, "b");
    expect(b).toMatchObject({ pricedCents: 399 + 499 + 1299, estimatedCents: 0, counts: { priced: 3, estimated: 0, unpriced: 0 } });
    expect(totalsAtStore(items, itemPrices, "nowhere")).toMatchObject({ totalCents: 0, counts: { unpriced: 3 } });
  });

  it("takes the usual store from the last plan, else the cheapest single store, else the plan, else the first in reach", () => {
    expect(usualStore({ inReach: ["a", "b"], lastPlanStores: ["gone", "b"], cheapestSingle: "a", planStores: ["a"] })).toEqual({ storeId: "b", reason: "last-plan" });
    expect(usualStore({ inReach: ["a", "b"], lastPlanStores: ["gone"], cheapestSingle: "a", planStores: ["b"] })).toEqual({ storeId: "a", reason: "cheapest" });
    expect(usualStore({ inReach: ["a", "b"], lastPlanStores: [], cheapestSingle: null, planStores: ["b"] })).toEqual({ storeId: "b", reason: "plan" });
    expect(usualStore({ inReach: ["a"], lastPlanStores: [], cheapestSingle: null, planStores: [] })).toEqual({ storeId: "a", reason: "nearest" });
    expect(usualStore({ inReach: [], lastPlanStores: [], cheapestSingle: null, planStores: [] })).toBeNull();
  });
});
