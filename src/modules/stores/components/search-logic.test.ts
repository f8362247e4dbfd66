import { describe, expect, it } from "vitest";
import { enterAction, matchStoreParam, searchButtonStore, storeModeMatches } from "./search-logic";

const stores = [
  { id: "a1", name: "FreshChoice Ponsonby", address: "1 Ponsonby Rd", store_type: "supermarket" },
  { id: "b2", name: "Countdown Ponsonby", address: "7 College Hill", store_type: "supermarket" },
  { id: "c3", name: "Ponsonby Butchery", address: "20 Jervois Rd", store_type: "butcher" },
  { id: "d4", name: "Café Fish", address: "5 Wharf St", store_type: "fishmonger" },
  ...Array.from({ length: 10 }, (_, i) => ({ id: `g${i}`, name: `Green Grocer ${i}`, address: `${i} Queen St`, store_type: "greengrocer" })),
];

describe("store search bar logic", () => {
  it("matches every store by name or address, beyond the 8 shown", () => {
    expect(storeModeMatches(stores, "queen st")).toHaveLength(10);
    expect(storeModeMatches(stores, "ponsonby").map((s) => s.id)).toEqual(["a1", "b2", "c3"]);
  });

  it("Enter in store mode selects only a unique match", () => {
    expect(enterAction("store", "cafe fish", stores)).toEqual({ action: "select", store: stores[3] });
    expect(enterAction("store", "ponsonby", stores)).toEqual({ action: "none" });
    expect(enterAction("store", "zzz", stores)).toEqual({ action: "none" });
  });

  it("Enter in location mode searches the trimmed text, never selecting stores", () => {
    expect(enterAction("location", "  Cafe Fish ", stores)).toEqual({ action: "search", query: "Cafe Fish" });
    expect(enterAction("location", "   ", stores)).toEqual({ action: "none" });
  });

  it("the Search button in store mode takes the first match", () => {
    expect(searchButtonStore(stores, "ponsonby")?.id).toBe("a1");
    expect(searchButtonStore(stores, "nothing here")).toBeNull();
  });
});

describe("matchStoreParam (?store=)", () => {
  it("matches by id, exact name (ignoring case and accents), or a unique partial name", () => {
    expect(matchStoreParam(stores, "c3")?.name).toBe("Ponsonby Butchery");
    expect(matchStoreParam(stores, "countdown ponsonby")?.id).toBe("b2");
    expect(matchStoreParam(stores, "CAFE FISH")?.id).toBe("d4");
    expect(matchStoreParam(stores, "Butchery")?.id).toBe("c3");
  });

  it("refuses ambiguous or empty text", () => {
    expect(matchStoreParam(stores, "Ponsonby")).toBeNull();
    expect(matchStoreParam(stores, "Green Grocer")).toBeNull();
    expect(matchStoreParam(stores, "")).toBeNull();
    expect(matchStoreParam(stores, null)).toBeNull();
  });
});
