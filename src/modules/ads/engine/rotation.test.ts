import { describe, expect, it } from "vitest";
import { rotate, ROTATION_SLOT_MS, slotOf, slotStart, type RotationBanner } from "./rotation";

const t = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n));
function banner(id: string, retailer: string, minute: number, over: Partial<RotationBanner> = {}): RotationBanner {
  return { id, retailerId: retailer, retailerName: `Shop ${retailer}`, isPremium: false, exclusive: false, createdAt: t(minute), ...over };
}
const ids = (bs: readonly { id: string }[]) => bs.map((b) => b.id);

// Four basic retailers (A has three banners), in base order A, B, C, D (oldest banner first).
const A1 = banner("a1", "A", 0);
const A2 = banner("a2", "A", 5);
const A3 = banner("a3", "A", 9);
const B1 = banner("b1", "B", 1);
const C1 = banner("c1", "C", 2);
const D1 = banner("d1", "D", 3);
const four = [A3, D1, A1, C1, B1, A2];

describe("rotate: fair order among equals", () => {
  it("seats up to 3 retailers, one banner each, the window moving on by 3 each slot (golden)", () => {
    const table = [0, 1, 2, 3, 4, 5, 6, 7].map((s) => ids(rotate(four, s).live));
    expect(table).toEqual([
      ["a1", "b1", "c1"], // assignments 0,1,2 → A(turn 0), B, C
      ["d1", "a2", "b1"], // 3,4,5 → D, A(turn 1), B
      ["c1", "d1", "a3"], // 6,7,8 → C, D, A(turn 2)
      ["b1", "c1", "d1"], // 9,10,11 → B, C, D: A sits this one out
      ["a1", "b1", "c1"], // the cycle repeats every 4 slots
      ["d1", "a2", "b1"],
      ["c1", "d1", "a3"],
      ["b1", "c1", "d1"],
    ]);
  });

  it("gives every retailer 3 seats in every 4 slots, whatever its number of banners", () => {
    const seats = new Map<string, number>();
    for (let s = 100; s < 108; s++) for (const b of rotate(four, s).live) seats.set(b.retailerId, (seats.get(b.retailerId) ?? 0) + 1);
    expect(Object.fromEntries(seats)).toEqual({ A: 6, B: 6, C: 6, D: 6 });
  });

  it("never shows two banners of one retailer together, and tells each waiting banner why and when", () => {
    const out = rotate(four, 3);
    expect(ids(out.live)).toEqual(["b1", "c1", "d1"]);
    expect(out.waiting.map((w) => [w.banner.id, w.reason])).toEqual([
      ["a1", { kind: "full", holders: ["Shop B", "Shop C", "Shop D"], nextSlot: 4 }],
      ["a2", { kind: "full", holders: ["Shop B", "Shop C", "Shop D"], nextSlot: 5 }],
      ["a3", { kind: "full", holders: ["Shop B", "Shop C", "Shop D"], nextSlot: 6 }],
    ]);
    const s0 = rotate(four, 0);
    expect(s0.waiting.map((w) => [w.banner.id, w.reason.kind, "nextSlot" in w.reason ? w.reason.nextSlot : null])).toEqual([
      ["a2", "own-turn", 1],
      ["a3", "own-turn", 2],
      ["d1", "full", 1],
    ]);
  });

  it("does not depend on the order the banners arrive in", () => {
    expect(ids(rotate([...four].reverse(), 7).live)).toEqual(ids(rotate(four, 7).live));
  });

  it("with three or fewer retailers everyone is live and a retailer's banners take turns by slot", () => {
    expect(ids(rotate([A1, A2, B1], 0).live)).toEqual(["a1", "b1"]);
    expect(ids(rotate([A1, A2, B1], 1).live)).toEqual(["a2", "b1"]);
    expect(rotate([], 0).live).toEqual([]);
  });
});

describe("rotate: premium first", () => {
  const P = banner("p1", "P", 30, { isPremium: true });
  const Q = banner("q1", "Q", 31, { isPremium: true });
  it("seats premium retailers first and rotates the basic ones through the seats left (golden)", () => {
    const pool = [...four, P];
    expect([0, 1, 2, 3].map((s) => ids(rotate(pool, s).live))).toEqual([
      ["p1", "a1", "b1"],
      ["p1", "c1", "d1"],
      ["p1", "a2", "b1"],
      ["p1", "c1", "d1"],
    ]);
  });
  it("two premium retailers keep two seats; the basic ones share the third in turn", () => {
    const pool = [...four, P, Q];
    expect([0, 1, 2, 3, 4].map((s) => ids(rotate(pool, s).live))).toEqual([
      ["p1", "q1", "a1"],
      ["p1", "q1", "b1"],
      ["p1", "q1", "c1"],
      ["p1", "q1", "d1"],
      ["p1", "q1", "a2"],
    ]);
  });
  it("when premium retailers fill every seat a basic retailer's wait has no date", () => {
    const R = banner("r1", "R", 32, { isPremium: true });
    const out = rotate([B1, P, Q, R], 0);
    expect(ids(out.live)).toEqual(["p1", "q1", "r1"]);
    expect(out.waiting).toEqual([{ banner: B1, reason: { kind: "full", holders: ["Shop P", "Shop Q", "Shop R"], nextSlot: null } }]);
  });
});

describe("rotate: exclusive placements", () => {
  const X1 = banner("x1", "X", 40, { isPremium: true, exclusive: true });
  const X2 = banner("x2", "X", 41, { isPremium: true });
  const Y1 = banner("y1", "Y", 42, { isPremium: true, exclusive: true });
  it("an exclusive holder is alone; everyone else waits on the exclusive", () => {
    const out = rotate([...four, X1, X2, Y1], 0);
    expect(ids(out.live)).toEqual(["x1"]);
    expect(out.exclusiveHolder).toEqual({ retailerId: "X", retailerName: "Shop X" });
    const reasons = Object.fromEntries(out.waiting.map((w) => [w.banner.id, w.reason]));
    expect(reasons.y1).toEqual({ kind: "exclusive", holder: "Shop X" });
    expect(reasons.a1).toEqual({ kind: "exclusive", holder: "Shop X" });
    expect(reasons.x2).toEqual({ kind: "own-turn", liveBannerId: "x1", nextSlot: 1 });
    expect(ids(rotate([...four, X1, X2, Y1], 1).live)).toEqual(["x2"]);
  });
  it("ignores an exclusive flag on a basic retailer's banner", () => {
    const basicExclusive = banner("z1", "Z", 50, { exclusive: true });
    const out = rotate([A1, B1, basicExclusive], 0);
    expect(out.exclusiveHolder).toBeNull();
    expect(ids(out.live)).toEqual(["a1", "b1", "z1"]);
  });
});

describe("slots", () => {
  it("are UTC hours", () => {
    const now = new Date(Date.UTC(2026, 10, 27, 4, 59, 59));
    expect(slotStart(slotOf(now)).toISOString()).toBe("2026-11-27T04:00:00.000Z");
    expect(slotStart(slotOf(now) + 1).getTime() - slotStart(slotOf(now)).getTime()).toBe(ROTATION_SLOT_MS);
  });
});
