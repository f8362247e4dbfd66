import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseReceipt } from "./parse-receipt";
import type { ParsedReceipt } from "./types";

function expectWellFormed(r: ParsedReceipt): void {
  expect(Array.isArray(r.items)).toBe(true);
  expect(Number.isFinite(r.computedTotal)).toBe(true);
  expect(r.confidence).toBeGreaterThanOrEqual(0);
  expect(r.confidence).toBeLessThanOrEqual(1);
  if (r.printedTotal !== null) expect(Number.isFinite(r.printedTotal)).toBe(true);
  for (const item of r.items) {
    expect(item.cleanedName.length).toBeGreaterThan(1);
    expect(Number.isInteger(item.quantity)).toBe(true);
    expect(item.quantity).toBeGreaterThanOrEqual(1);
    expect(item.discount).toBeGreaterThanOrEqual(0);
    for (const v of [item.price, item.unitPrice]) {
      if (v === null) continue;
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(Math.round(v * 100) / 100).toBe(v);
    }
  }
}

/** Receipt-shaped noise: real line forms mixed with OCR-style damage. */
const receiptLine = fc.oneof(
  fc.constantFrom("TOTAL 12.00", "SUBTOTAL 9.99", "  2 @ $1.99", "1.234 kg @ $3.49/kg 4.31", "-1.00", "SAVINGS 0.50", "BANANAS KG", "----", "12/03/2024 14:32", "xx BALANCE 5.00"),
  fc.tuple(fc.stringMatching(/^[A-Z][A-Z ]{2,20}$/), fc.integer({ min: 0, max: 99_999 })).map(([n, c]) => `${n} ${(c / 100).toFixed(2)}`),
  fc.tuple(fc.integer({ min: 1, max: 20 }), fc.stringMatching(/^[A-Za-z]{3,12}$/), fc.integer({ min: 1, max: 9999 })).map(([q, n, c]) => `${q} x ${n} ${(c / 100).toFixed(2)}`),
  fc.string({ maxLength: 60 }),
  fc.stringMatching(/^[0-9OoIl.,$ @x/-]{1,20}$/),
);

describe("parseReceipt properties", () => {
  it("never throws and always returns a well-formed result for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (text) => {
        expectWellFormed(parseReceipt(text));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps prices finite and non-negative and quantities ≥ 1 on receipt-shaped input", () => {
    fc.assert(
      fc.property(fc.array(receiptLine, { maxLength: 40 }), (lines) => {
        expectWellFormed(parseReceipt(lines.join("\n")));
      }),
      { numRuns: 400 },
    );
  });

  it("finds every well-formed 'name price' line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("MILK", "BREAD", "EGGS", "APPLES", "BUTTER", "RICE"), fc.integer({ min: 1, max: 99_999 })), { minLength: 1, maxLength: 15 }),
        (rows) => {
          const r = parseReceipt(rows.map(([n, c]) => `${n} ${(c / 100).toFixed(2)}`).join("\n"));
          expect(r.items.map((i) => Math.round((i.price ?? 0) * 100))).toEqual(rows.map(([, c]) => c));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("does not throw on non-string input from untyped callers", () => {
    for (const bad of [null, undefined, 42, {}, []]) expectWellFormed(parseReceipt(bad as unknown as string));
  });

  it("handles 1 MB inputs with a truncation warning", () => {
    const big = "MILK 2L 4.29\n".repeat(90_000);
    const r = parseReceipt(big);
    expectWellFormed(r);
    expect(r.warnings.some((w) => w.includes("truncated"))).toBe(true);
    expectWellFormed(parseReceipt("x".repeat(1_000_000)));
    expectWellFormed(parseReceipt(Array.from({ length: 1_000_000 }, (_, i) => String.fromCharCode((i * 7919) % 65_536)).join("")));
  });

  it("parses 100 KB of receipt text within a loose time bound (linear-time rules)", () => {
    const lines = ["ANCHOR BLUE TOP MILK 2L 4.29", "  2 @ $1.99", "BANANAS KG", "  1.234 kg @ $3.49/kg 4.31", "  Onecard Saving -0.50", "((((((((((((((((((((1.00", "1.1.1.1.1.1.1.1.1.1.1.1.1.1 kg @ @ @ @"];
    let text = "";
    for (let i = 0; text.length < 100_000; i++) text += `${lines[i % lines.length]}\n`;
    parseReceipt(text);
    const started = performance.now();
    const r = parseReceipt(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expectWellFormed(r);
  });
});
