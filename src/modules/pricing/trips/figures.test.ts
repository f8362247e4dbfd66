import { describe, expect, it } from "vitest";
import { convertCents, FALLBACK_RATES } from "@/modules/currency/engine";
import { formatMoney } from "@/modules/currency/engine/format";
import { recordTripSchema, TRIP_MESSAGES, totalSavedIn, tripFiguresFrom, tripSavedDescription, type PlanFigures } from "./figures";

const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ listItemId: `l${i}` }));

function plan(overrides: Partial<PlanFigures> = {}): PlanFigures {
  return {
    currency: "NZD",
    itemsCostCents: 2_000,
    stores: [
      { storeId: "s-alpha", name: "Alpha Market", subtotalCents: 1_200, items: lines(6) },
      { storeId: "s-beta", name: "Beta Foods", subtotalCents: 800, items: lines(5) },
    ],
    savings: { comparedWith: { storeId: "s-alpha", name: "Alpha Market", distanceKm: 2, totalCents: 2_300 }, savingsCents: 300, summary: "" },
    ...overrides,
  };
}

describe("tripFiguresFrom", () => {
  it("records the plan's items cost, the single-store baseline and the difference", () => {
    expect(tripFiguresFrom(plan())).toEqual({
      currency: "NZD",
      planTotalCents: 2_000,
      baselineCents: 2_300,
      savedCents: 300,
      storeCount: 2,
      itemCount: 11,
      stores: [
        { id: "s-alpha", name: "Alpha Market", itemCount: 6, subtotalCents: 1_200 },
        { id: "s-beta", name: "Beta Foods", itemCount: 5, subtotalCents: 800 },
      ],
    });
  });

  it("saves nothing without a baseline, or when locks make the plan dearer than one store", () => {
    const none = tripFiguresFrom(plan({ savings: { comparedWith: null, savingsCents: null, summary: "" } }))!;
    expect(none).toMatchObject({ baselineCents: null, savedCents: 0, planTotalCents: 2_000 });
    const dearer = tripFiguresFrom(plan({ savings: { comparedWith: { storeId: "s-alpha", name: "Alpha Market", distanceKm: 2, totalCents: 1_900 }, savingsCents: -100, summary: "" } }))!;
    expect(dearer).toMatchObject({ baselineCents: 1_900, savedCents: 0 });
  });

  it("has nothing to record when no store is in the plan", () => {
    expect(tripFiguresFrom(plan({ stores: [], itemsCostCents: 0 }))).toBeNull();
  });
});

describe("tripSavedDescription", () => {
  const money = (cents: number) => formatMoney(cents, "NZD");
  it("states the saving, or why there is none", () => {
    expect(tripSavedDescription({ savedCents: 300, baselineCents: 2_300 }, money)).toBe("You'll save NZ$3.00 NZD with this plan.");
    expect(tripSavedDescription({ savedCents: 0, baselineCents: 2_000 }, money)).toBe(TRIP_MESSAGES.alreadyCheapest);
    expect(tripSavedDescription({ savedCents: 0, baselineCents: null }, money)).toBe(TRIP_MESSAGES.noBaseline);
  });
});

describe("totalSavedIn", () => {
  it("converts each currency's sum to the display currency and adds them up", () => {
    const sums = [
      { currency: "NZD" as const, savedCents: 300 },
      { currency: "AUD" as const, savedCents: 1_000 },
    ];
    expect(totalSavedIn(sums, "NZD")).toBe(300 + convertCents(1_000, "AUD", "NZD", FALLBACK_RATES));
    expect(totalSavedIn(sums, "NZD")).toBe(300 + 1_092); // 1000 × 1.67 / 1.53 = 1091.5 → 1092
    expect(totalSavedIn(sums, "USD", { USD: 1, NZD: 1.5, AUD: 1.25 })).toBe(200 + 800);
    expect(totalSavedIn([], "USD")).toBe(0);
  });
});

describe("recordTripSchema", () => {
  it("takes a list, the controls and a request id — never totals", () => {
    const parsed = recordTripSchema.parse({ listId: "4b0f5c1e-1111-4222-8333-444455556666", clientRequestId: "0c6f1a8e-3f5b-4c1d-9a7e-2b8d4f6a1c3e", planTotalCents: 1, savedCents: 999 });
    expect(parsed).toEqual({ listId: "4b0f5c1e-1111-4222-8333-444455556666", clientRequestId: "0c6f1a8e-3f5b-4c1d-9a7e-2b8d4f6a1c3e", visitCostCents: 0, maxStores: null, biggerPacks: false, near: null });
  });

  it("needs a sane request id and in-range controls", () => {
    expect(recordTripSchema.safeParse({ listId: null, clientRequestId: "short" }).success).toBe(false);
    expect(recordTripSchema.safeParse({ listId: null, clientRequestId: "x".repeat(65) }).success).toBe(false);
    expect(recordTripSchema.safeParse({ listId: null, clientRequestId: "has spaces in it" }).success).toBe(false);
    expect(recordTripSchema.safeParse({ listId: null, clientRequestId: "abcdefgh", maxStores: 9 }).success).toBe(false);
    expect(recordTripSchema.safeParse({ listId: null, clientRequestId: "abcdefgh", visitCostCents: 300, maxStores: 2 }).success).toBe(true);
  });
});
