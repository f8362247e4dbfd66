import { describe, expect, it } from "vitest";
import { effectivePrice, isBelowFloor, isHeldChange, measureToPack, samePack } from "./publish-rules";

const nzd = (amount: number) => ({ amount, currency: "NZD" });
const base = { price: nzd(10), salePrice: null, saleStart: null, saleEnd: null, memberPrice: null, multibuy: null };

describe("publishing rules", () => {
  it("the 80% floor: fewer than 80% is below, exactly 80% is not, no previous feed never is", () => {
    expect(isBelowFloor(80, 100)).toBe(false);
    expect(isBelowFloor(79, 100)).toBe(true);
    expect(isBelowFloor(4, 5)).toBe(false);
    expect(isBelowFloor(3, 4)).toBe(true);
    expect(isBelowFloor(0, null)).toBe(false);
    expect(isBelowFloor(0, 0)).toBe(false);
  });

  it("the 50% hold: more than 50% either way, not exactly 50%, never without a current price", () => {
    expect(isHeldChange(1000, 1500)).toBe(false);
    expect(isHeldChange(1000, 1510)).toBe(true);
    expect(isHeldChange(1000, 500)).toBe(false);
    expect(isHeldChange(1000, 490)).toBe(true);
    expect(isHeldChange(null, 99999)).toBe(false);
  });

  it("the sale price applies inside its window only, and is on special", () => {
    const row = { ...base, salePrice: nzd(8), saleStart: "2026-11-19T11:00:00.000Z", saleEnd: "2026-11-27T10:59:59.000Z" };
    expect(effectivePrice(row, new Date("2026-11-20T00:00:00Z"))).toMatchObject({ amountCents: 800, onSpecial: true });
    expect(effectivePrice(row, new Date("2026-11-19T10:59:59Z"))).toMatchObject({ amountCents: 1000, onSpecial: false });
    expect(effectivePrice(row, new Date("2026-11-27T11:00:00Z"))).toMatchObject({ amountCents: 1000, onSpecial: false });
    expect(effectivePrice({ ...base, salePrice: nzd(8) }, new Date())).toMatchObject({ amountCents: 800, onSpecial: true });
    expect(effectivePrice({ ...base, memberPrice: nzd(9), multibuy: { quantity: 3, price: nzd(25) } }, new Date())).toMatchObject({ amountCents: 1000, memberPriceCents: 900, multibuyQuantity: 3, multibuyPriceCents: 2500 });
    expect(effectivePrice({ ...base, price: null }, new Date())).toBeNull();
  });

  it("feed measures become catalogue packs; the same pack allows label rounding only", () => {
    expect(measureToPack({ value: 750, unit: "ml" })).toEqual({ quantity: 750, unit: "ml" });
    expect(measureToPack({ value: 1, unit: "kg" })).toEqual({ quantity: 1000, unit: "g" });
    expect(measureToPack({ value: 12, unit: "ct" })).toEqual({ quantity: 12, unit: "each" });
    expect(measureToPack({ value: 2, unit: "m" })).toBeNull();
    expect(samePack({ quantity: 453.592, unit: "g" }, { quantity: 454, unit: "g" })).toBe(true);
    expect(samePack({ quantity: 1000, unit: "ml" }, { quantity: 2000, unit: "ml" })).toBe(false);
    expect(samePack({ quantity: 1000, unit: "ml" }, { quantity: 1000, unit: "g" })).toBe(false);
  });
});
