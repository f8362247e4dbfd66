import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/server/seed/generate";
import { acceptableProducts, localiseListText, parseListItem } from "@/modules/catalog/engine";
import { buildPriceBook } from "../../../../tests/fixtures/matching/evaluate";
import { describeAmount, fitCost, fitPacks, resolveAmount, type Amount, type PackProduct } from "./amount";

// Golden cases for the amount rule (decision 036) in the three demo regions.
const fixture = JSON.parse(readFileSync(new URL("../../../../tests/fixtures/amounts/cases.json", import.meta.url), "utf8")) as {
  resolve: { region: string; line: string; quantity: number; remembered?: string; expect: { value: number; unit: string; source: string; label: string } }[];
  fit: { note: string; amount: Amount; pack: Omit<PackProduct, "productId">; allowBigger?: boolean; packCents?: number; expect: null | { packs: number; bought: number; bigger?: boolean; loose?: boolean; costCents?: number } }[];
};

const book = buildPriceBook(generateDemoData());
const asPack = (p: { key: string; name: string; size: string; unitQuantity: number; unit: "g" | "ml" | "each"; countries: string[] }): PackProduct => ({
  productId: p.key, name: p.name, size: p.size, unitQuantity: p.unitQuantity, unit: p.unit, countries: p.countries,
});

describe("amount resolution in NZ, AU and US (tests/fixtures/amounts)", () => {
  it.each(fixture.resolve.map((c) => [`${c.region} ${c.line} ×${c.quantity}${c.remembered ? ` (remembers ${c.remembered})` : ""}`, c] as const))("%s", (_, c) => {
    const parsed = parseListItem(localiseListText(c.line, c.region));
    const inRegion = (book.byCountry.get(c.region) ?? []).map((x) => x.product);
    const family = acceptableProducts(parsed, inRegion).map(asPack);
    expect(family.length).toBeGreaterThan(0);
    const remembered = c.remembered ? family.find((p) => p.name === c.remembered) : undefined;
    if (c.remembered) expect(remembered, `${c.remembered} belongs to the family`).toBeDefined();
    const typed = parsed.size ? { value: parsed.size.quantity, unit: parsed.size.unit } : null;
    const r = resolveAmount({ typed, quantity: c.quantity, remembered, family, region: c.region });
    expect(r).not.toBeNull();
    expect({ value: Math.round(r!.total.value * 10) / 10, unit: r!.total.unit, source: r!.source, label: describeAmount(r!, c.region) }).toEqual({
      ...c.expect, value: Math.round(c.expect.value * 10) / 10,
    });
  });

  it.each(fixture.fit.map((c) => [c.note, c] as const))("pack fit: %s", (_, c) => {
    const fit = fitPacks(c.amount, c.pack, c.allowBigger ?? false);
    if (c.expect === null) {
      expect(fit).toBeNull();
      return;
    }
    expect(fit).not.toBeNull();
    expect(fit!.packs).toBeCloseTo(c.expect.packs, 6);
    expect(fit!.bought).toBeCloseTo(c.expect.bought, 1);
    expect(fit!.bigger).toBe(c.expect.bigger ?? false);
    expect(fit!.loose).toBe(c.expect.loose ?? false);
    if (c.expect.costCents !== undefined) expect(fitCost(fit!, c.packCents!)).toBe(c.expect.costCents);
  });

  it("a lock keeps the family's amount; a lock in another unit brings its own", () => {
    const family: PackProduct[] = [
      { productId: "a", name: "Milk 2L", unitQuantity: 2000, unit: "ml" },
      { productId: "b", name: "Milk 2L B", unitQuantity: 2000, unit: "ml" },
      { productId: "c", name: "Milk 1L", unitQuantity: 1000, unit: "ml" },
    ];
    expect(resolveAmount({ quantity: 2, family, region: "NZ", locked: family[2] })).toMatchObject({ total: { value: 4000, unit: "ml" }, source: "usual" });
    const powder: PackProduct = { productId: "d", name: "Milk Powder 1kg", unitQuantity: 1000, unit: "g" };
    expect(resolveAmount({ quantity: 1, family, region: "NZ", locked: powder })).toMatchObject({ total: { value: 1000, unit: "g" }, source: "locked" });
  });
});
