import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { filterFaqs, matchesFaq, type FaqEntry } from "./search";
import { RETAILER_FAQS, SHOPPER_FAQS } from "../content";

const entries: FaqEntry[] = [
  { id: "a", question: "Is Cartwise free?", answer: "Yes, shoppers pay nothing." },
  { id: "b", question: "Which currencies?", answer: "NZD, AUD or USD, chosen by location." },
  { id: "c", question: "How much is Premium?", answer: "USD 49.99 per month for retailers." },
];

describe("filterFaqs", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterFaqs(entries, "")).toHaveLength(3);
    expect(filterFaqs(entries, "   ")).toHaveLength(3);
  });
  it("matches questions case-insensitively", () => {
    expect(filterFaqs(entries, "CARTWISE").map((e) => e.id)).toEqual(["a"]);
    expect(filterFaqs(entries, "premium").map((e) => e.id)).toEqual(["c"]);
  });
  it("matches answers too", () => {
    expect(filterFaqs(entries, "aud").map((e) => e.id)).toEqual(["b"]);
    expect(filterFaqs(entries, "per month").map((e) => e.id)).toEqual(["c"]);
  });
  it("trims and collapses whitespace in the query", () => {
    expect(filterFaqs(entries, "  chosen   by ").map((e) => e.id)).toEqual(["b"]);
  });
  it("returns nothing when nothing matches", () => {
    expect(filterFaqs(entries, "zebra")).toEqual([]);
  });
  it("results are always a subsequence of the input that all match", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (q) => {
        const out = filterFaqs(entries, q);
        return out.every((e) => matchesFaq(e, q)) && out.every((e, i) => i === 0 || entries.indexOf(e) > entries.indexOf(out[i - 1]));
      }),
    );
  });
});

describe("FAQ content", () => {
  it("has at least 8 answered questions per audience with unique ids", () => {
    for (const list of [SHOPPER_FAQS, RETAILER_FAQS]) {
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.every((e) => e.question.endsWith("?") && e.answer.length > 40)).toBe(true);
    }
    const ids = [...SHOPPER_FAQS, ...RETAILER_FAQS].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("finds the documented facts by search", () => {
    expect(filterFaqs(SHOPPER_FAQS, "at least 5 items").length).toBeGreaterThan(0);
    expect(filterFaqs(SHOPPER_FAQS, "refreshes daily").length).toBeGreaterThan(0);
    expect(filterFaqs(RETAILER_FAQS, "downgrade").length).toBeGreaterThan(0);
  });
});
