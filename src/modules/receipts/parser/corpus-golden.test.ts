import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toListItemName } from "./list-item-name";
import { parseReceipt } from "./parse-receipt";
import { scoreItems, type ExpectedItem } from "./score-items";

const CORPUS = path.resolve(import.meta.dirname, "../../../../tests/fixtures/receipts");
const ids = fs.readdirSync(CORPUS).filter((d) => fs.existsSync(path.join(CORPUS, d, "truth.json"))).sort();

/** brand, size and listName are optional: where a fixture states them, the parse must keep them as printed. */
interface TruthItem extends ExpectedItem { quantity: number; brand?: string | null; size?: string | null; listName?: string }
interface Truth { items: TruthItem[]; total: number }

describe("receipt corpus (typed text)", () => {
  it("has at least 30 receipts from NZ, AU and US chains with 5–30 items each", () => {
    expect(ids.length).toBeGreaterThanOrEqual(30);
    for (const country of ["nz-", "au-", "us-"]) expect(ids.filter((id) => id.startsWith(country)).length).toBeGreaterThanOrEqual(8);
    for (const id of ids) {
      const truth = JSON.parse(fs.readFileSync(path.join(CORPUS, id, "truth.json"), "utf8")) as Truth;
      expect(truth.items.length).toBeGreaterThanOrEqual(5);
      expect(truth.items.length).toBeLessThanOrEqual(30);
    }
  });

  it.each(ids)("%s parses to its truth items, quantities and total", (id) => {
    const truth = JSON.parse(fs.readFileSync(path.join(CORPUS, id, "truth.json"), "utf8")) as Truth;
    const parsed = parseReceipt(fs.readFileSync(path.join(CORPUS, id, "receipt.txt"), "utf8"));
    const score = scoreItems(truth.items, parsed.items);
    // Measured: every corpus receipt parses with F1 = 1.0; keep the bar there.
    expect(score.f1).toBe(1);
    expect(parsed.printedTotal).toBe(truth.total);
    expect(parsed.totalMatches).toBe(true);
    // Every typed receipt reconciles to the cent, so each one's prices could be published.
    expect(parsed.reconciliation).toMatchObject({ status: "matches", differenceCents: 0, linesSumCents: Math.round(truth.items.reduce((s, i) => s + i.price, 0) * 100) - parsed.items.reduce((s, i) => s + Math.round(i.discount * 100), 0) });
    const quantities = new Map(parsed.items.map((i) => [`${i.price}`, i.quantity]));
    for (const t of truth.items) if (t.quantity > 1) expect(quantities.get(`${t.price}`)).toBe(t.quantity);
    const byPrice = new Map(parsed.items.map((i) => [`${i.price}`, i]));
    for (const t of truth.items) {
      const item = byPrice.get(`${t.price}`);
      if (t.brand !== undefined) expect(item?.brand ?? null, `${id}: brand of ${t.name}`).toBe(t.brand);
      if (t.size !== undefined) expect(item?.size ?? null, `${id}: size of ${t.name}`).toBe(t.size);
      // The spec assembles list names as brand, cleaned name, size.
      if (t.listName !== undefined) expect(item && toListItemName(item), `${id}: list name of ${t.name}`).toBe(t.listName);
    }
  });
});

describe("receipt photo tiers (tests/fixtures/receipts/tiers.json)", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS, "tiers.json"), "utf8")) as {
    tiers: { name: string; receipts: "all" | "harder"; floor: { f1: number; reconciled: number } }[];
    harder: string[];
  };

  it("every tier's photos exist for the receipts it covers, and the harder set spans all three countries", () => {
    expect(manifest.tiers.map((t) => t.name)).toEqual(["clean", "moderate", "hard", "tilted", "faded", "creased", "lowlight"]);
    for (const country of ["nz-", "au-", "us-"]) expect(manifest.harder.filter((id) => id.startsWith(country)).length).toBeGreaterThanOrEqual(4);
    for (const tier of manifest.tiers) {
      const covered = tier.receipts === "all" ? ids : manifest.harder;
      for (const id of covered) expect(fs.existsSync(path.join(CORPUS, id, `${tier.name}.png`)), `${id}/${tier.name}.png`).toBe(true);
      expect(tier.floor.f1).toBeGreaterThan(0);
      expect(tier.floor.f1).toBeLessThanOrEqual(1);
    }
    for (const id of manifest.harder) expect(ids).toContain(id);
  });
});
