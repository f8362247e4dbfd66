import { describe, expect, it } from "vitest";
import { parsePriceText, parseUnitPriceText } from "./price";

/** Golden readings: one row per price form a grocery page prints. */
const GOLDEN: [form: string, text: string | number, price: number | null, unitPrice?: number | null, unitType?: string | null][] = [
  ["dollars and cents", "$3.49", 3.49],
  ["cents only", "99c", 0.99],
  ["cents sign", "85¢", 0.85],
  ["thousands separator", "$1,299.00", 1299],
  ["currency code prefix", "NZ$ 3.49", 3.49],
  ["ISO code prefix", "NZD 12.00", 12],
  ["euro with decimal comma", "3,49 €", 3.49],
  ["was then now", "Was $4.99 Now $3.49", 3.49],
  ["now then was", "$3.49 was $4.99", 3.49],
  ["save amount is not a price", "Save $1.50 $3.49", 3.49],
  ["amount off is not a price", "$5 off $3.99", 3.99],
  ["RRP is not a price", "RRP $9.99 $7.49", 7.49],
  ["multi-buy", "2 for $5.00", 2.5],
  ["multi-buy without cents", "3 for $10", 3.33],
  ["single price wins over multi-buy", "$2.99 or 2 for $5.00", 2.99],
  ["per kg", "$12.99 / kg", 12.99, 12.99, "kg"],
  ["per kg in words", "$12.99 per kg", 12.99, 12.99, "kg"],
  ["per kg without spaces", "$12.99/kg", 12.99, 12.99, "kg"],
  ["per lb", "$5.49/lb", 5.49, 5.49, "lb"],
  ["unit price beside the price", "$3.49 $0.70 / 100g", 3.49, 0.7, "100g"],
  ["unit price before the price", "$1.75/L $3.49", 3.49, 1.75, "L"],
  ["each suffix", "$3.49 ea", 3.49],
  ["club price after the price (not opted in)", "$3.49 Club price $2.99", 3.49],
  ["club price before the price (not opted in)", "Club price $2.99 $3.49", 3.49],
  ["member price with card", "$6.49 $5.49 with Onecard", 6.49],
  ["NBSP between sign and amount", "$\u00a03.49", 3.49],
  ["narrow NBSP and thin space", "$\u202f3.49\u2009", 3.49],
  ["plain number (API)", "3.49", 3.49],
  ["number value (API)", 3.49, 3.49],
  ["no price", "Choose an amount", null],
  ["empty", "", null],
  ["zero", "$0.00", null],
  ["only an old price", "Was $4.99", null],
];

describe("parsePriceText — golden price forms", () => {
  it.each(GOLDEN)("%s: %j", (_form, text, price, unitPrice = null, unitType = null) => {
    const reading = parsePriceText(text);
    if (price === null) {
      expect(reading).toBeNull();
      return;
    }
    expect(reading).not.toBeNull();
    expect(reading!.price).toBe(price);
    expect(reading!.unitPrice).toBe(unitPrice);
    expect(reading!.unitType).toBe(unitType);
  });

  it("notes a price shown per item", () => {
    expect(parsePriceText("$8.50 each")?.each).toBe(true);
    expect(parsePriceText("$8.50")?.each).toBe(false);
  });

  it("marks a multi-buy as divided out", () => {
    expect(parsePriceText("2 for $5.00")).toMatchObject({ price: 2.5, multiBuy: true });
  });

  it("uses a member price only when the config opts in", () => {
    expect(parsePriceText("$3.49 Club price $2.99")?.price).toBe(3.49);
    expect(parsePriceText("$3.49 Club price $2.99", { useMemberPrice: true })).toMatchObject({ price: 2.99, member: true });
    expect(parsePriceText("$2.99 club price", { useMemberPrice: true })?.price).toBe(2.99);
    // A member price alone is not the price anyone pays.
    expect(parsePriceText("$2.99 club price")).toBeNull();
  });

  it("ignores absurd values and non-finite numbers", () => {
    expect(parsePriceText(Number.NaN)).toBeNull();
    expect(parsePriceText(-3)).toBeNull();
    expect(parsePriceText("$999,999.00")).toBeNull();
  });

  it("reads a unit price on its own", () => {
    expect(parseUnitPriceText("$0.70 / 100g")).toEqual({ unitPrice: 0.7, unitType: "100g" });
    expect(parseUnitPriceText("$12.99 per kg")).toEqual({ unitPrice: 12.99, unitType: "kg" });
    expect(parseUnitPriceText("nothing")).toBeNull();
  });
});
