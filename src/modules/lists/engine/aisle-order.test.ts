import { describe, expect, it } from "vitest";
import { aisleItemKey, aisleScores, moveKey, orderByAisle, positionStats } from "./aisle-order";

const key = (s: string) => s;
const order = (items: string[], store: string[][], chain: string[][] = [], override: string[] = []) => orderByAisle(items, key, aisleScores(store, chain), override);

describe("aisle order", () => {
  it("scales each trip's ranks to 0…1 and counts a key's first tick only", () => {
    const s = positionStats([["bread", "milk", "eggs"], ["milk", "milk"]]);
    expect(s.get("bread")).toEqual({ sum: 0, n: 1 });
    expect(s.get("eggs")).toEqual({ sum: 1, n: 1 });
    expect(s.get("milk")).toEqual({ sum: 0.5 + 0.5, n: 2 });
  });

  it("follows the tick order of one trip, unseen items after it in list order", () => {
    expect(order(["milk", "bread", "apples", "soap", "eggs"], [["apples", "bread", "milk"]])).toEqual(["apples", "bread", "milk", "soap", "eggs"]);
  });

  it("converges on the store's layout after repeated trips despite an odd trip", () => {
    const layout = ["bananas", "apples", "bread", "milk", "cheese", "eggs", "coffee"];
    const items = [...layout].reverse();
    const trips: string[][] = [["coffee", "eggs", "cheese", "milk", "bread", "apples", "bananas"]]; // one odd trip first
    // Each later trip is the layout with one neighbouring pair swapped (shoppers zig-zag a little).
    for (let t = 0; t < 12; t++) {
      const trip = [...layout];
      const i = t % (layout.length - 1);
      [trip[i], trip[i + 1]] = [trip[i + 1], trip[i]];
      trips.push(trip);
    }
    expect(order(items, trips.slice(0, 2))).not.toEqual(layout);
    expect(order(items, trips)).toEqual(layout);
    // More trips do not change a converged order.
    expect(order(items, [...trips, layout, layout])).toEqual(layout);
  });

  it("a new branch starts from its chain's order, and its own trips take over", () => {
    const chain = [["bread", "milk", "eggs"], ["bread", "milk", "eggs"], ["bread", "eggs", "milk"]];
    expect(order(["eggs", "milk", "bread"], [], chain)).toEqual(["bread", "milk", "eggs"]);
    // This branch keeps eggs before bread: after a few trips its layout wins over the chain's.
    const here = [["eggs", "bread", "milk"], ["eggs", "bread", "milk"], ["eggs", "bread", "milk"]];
    expect(order(["milk", "bread", "eggs"], here.slice(0, 1), chain)).not.toEqual(["eggs", "bread", "milk"]);
    expect(order(["milk", "bread", "eggs"], here, chain)).toEqual(["eggs", "bread", "milk"]);
  });

  it("the shopper's own order fills the overridden items' places, leaving the others where they are", () => {
    const trips = [["a", "b", "c", "d", "e"]];
    expect(order(["a", "b", "c", "d", "e"], trips, [], ["d", "b"])).toEqual(["a", "d", "c", "b", "e"]);
    expect(order(["a", "b", "c"], trips, [], ["zz"])).toEqual(["a", "b", "c"]);
  });

  it("moves a key one place and keeps the ends", () => {
    expect(moveKey(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveKey(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveKey(["a", "b"], "x", 1)).toEqual(["a", "b"]);
  });

  it("normalises item keys", () => {
    expect(aisleItemKey("  Free Range   EGGS ")).toBe("free range eggs");
  });
});
