import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compressUpcA, readRetailBarcode } from "@/modules/barcodes/engine/gtin";
import { generateDemoData, QUICK_ADD_GENERICS, type DemoData } from "./index";

const NOW = new Date("2025-06-02T08:00:00.000Z");
const data: DemoData = generateDemoData({ now: NOW });

function digest(d: DemoData): string {
  return createHash("sha256").update(JSON.stringify(d)).digest("hex");
}

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const latestTime = Math.max(...data.prices.slice(0, 50).map((p) => p.observedAt.getTime()));
const current = data.prices.filter((p) => p.observedAt.getTime() === latestTime);

describe("generateDemoData", () => {
  it("is deterministic for a seed and changes with the seed", () => {
    expect(digest(generateDemoData({ now: NOW }))).toBe(digest(data));
    const other = generateDemoData({ now: NOW, seed: 7 });
    expect(other.prices.length).not.toBe(data.prices.length);
  });

  it("has three cities with 15-25 stores each covering all five store types", () => {
    expect(data.cities.map((c) => c.key).sort()).toEqual(["auckland", "seattle", "sydney"]);
    expect(data.stores.length).toBeGreaterThanOrEqual(45);
    for (const city of data.cities) {
      const stores = data.stores.filter((s) => s.cityKey === city.key);
      expect(stores.length).toBeGreaterThanOrEqual(15);
      expect(stores.length).toBeLessThanOrEqual(25);
      expect(new Set(stores.map((s) => s.storeType))).toEqual(new Set(["supermarket", "grocery", "butcher", "greengrocer", "fishmonger"]));
    }
    expect(new Set(data.stores.map((s) => s.key)).size).toBe(data.stores.length);
  });

  it("places every store within 35 km of its city centre with a 3.0-4.9 rating", () => {
    for (const store of data.stores) {
      const city = data.cities.find((c) => c.key === store.cityKey)!;
      expect(distanceKm(city.lat, city.lng, store.lat, store.lng)).toBeLessThan(35);
      expect(store.rating).toBeGreaterThanOrEqual(3);
      expect(store.rating).toBeLessThanOrEqual(4.9);
      expect(Math.round(store.rating * 10) / 10).toBe(store.rating);
    }
  });

  it("has at least 1500 distinct products over at least 150 generic names", () => {
    expect(data.products.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(data.products.map((p) => p.key)).size).toBe(data.products.length);
    expect(new Set(data.products.map((p) => p.genericName)).size).toBeGreaterThanOrEqual(150);
    const barcodes = data.products.map((p) => p.barcode).filter((b): b is string => b !== null);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    for (const p of data.products) {
      expect(p.unitQuantity).toBeGreaterThan(0);
      expect(p.name.endsWith(p.size)).toBe(true);
      expect(p.countries.length).toBeGreaterThan(0);
    }
  });

  it("gives every packaged product a valid GTIN-13 from its country's range (loose produce none)", () => {
    const prefix = { NZ: "94", AU: "93", US: "00" } as const;
    let withUpcE = 0;
    for (const p of data.products) {
      if (p.brand === null) {
        expect(p.barcode, p.name).toBeNull();
        continue;
      }
      expect(p.barcode, p.name).toMatch(/^\d{13}$/);
      const read = readRetailBarcode(p.barcode!);
      expect(read.ok, `${p.name} ${p.barcode}`).toBe(true);
      expect(p.barcode!.slice(0, 2)).toBe(prefix[p.countries[0]]);
      if (p.countries[0] === "US") {
        // A UPC-A with a real manufacturer number: never the GTIN-8 range (00000…).
        expect(p.barcode!.startsWith("000000")).toBe(false);
        if (compressUpcA(p.barcode!.slice(1))) withUpcE += 1;
      }
    }
    expect(withUpcE).toBeGreaterThan(100);
  });

  it("normalises sizes to grams, millilitres or counts", () => {
    const byKey = new Map(data.products.map((p) => [p.key, p]));
    expect(byKey.get("anchor-blue-top-milk-2l")).toMatchObject({ unitQuantity: 2000, unit: "ml" });
    expect(byKey.get("darigold-whole-milk-1-gal")).toMatchObject({ unitQuantity: 3785, unit: "ml" });
    expect(byKey.get("kroger-ground-beef-80pct-lean-1-lb")).toMatchObject({ unitQuantity: 454, unit: "g" });
    expect(byKey.get("fresh-n-fruity-strawberry-yoghurt-6-x-125g")).toMatchObject({ unitQuantity: 750, unit: "g" });
    expect(byKey.get("pams-barn-eggs-size-7-12pk")).toMatchObject({ unitQuantity: 12, unit: "each" });
    expect(byKey.get("bananas-per-kg")).toMatchObject({ unitQuantity: 1000, unit: "g" });
  });

  it("gives every store current prices as positive integer cents in the city currency", () => {
    const currencyByStore = new Map(
      data.stores.map((s) => [s.key, data.cities.find((c) => c.key === s.cityKey)!.currency]),
    );
    const storesWithCurrent = new Set(current.map((p) => p.storeKey));
    expect(storesWithCurrent.size).toBe(data.stores.length);
    const bad = data.prices.filter(
      (p) => !Number.isInteger(p.amountCents) || p.amountCents <= 0 || p.currency !== currencyByStore.get(p.storeKey),
    );
    expect(bad).toEqual([]);
    expect(latestTime).toBe(NOW.getTime());
  });

  it("keeps 8 weekly points per stocked line", () => {
    const counts = new Map<string, number>();
    for (const p of data.prices) counts.set(`${p.storeKey}|${p.productKey}`, (counts.get(`${p.storeKey}|${p.productKey}`) ?? 0) + 1);
    expect(new Set(counts.values())).toEqual(new Set([8]));
    const times = new Set(data.prices.map((p) => p.observedAt.getTime()));
    expect(times.size).toBe(8);
    const sorted = [...times].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBe(7 * 86_400_000);
    expect(generateDemoData({ now: NOW, weeksOfHistory: 2 }).prices.length).toBe((data.prices.length / 8) * 2);
  });

  it("stocks every Quick Add item in every city", () => {
    const productByKey = new Map(data.products.map((p) => [p.key, p]));
    const cityByStore = new Map(data.stores.map((s) => [s.key, s.cityKey]));
    for (const city of data.cities) {
      const generics = new Set(
        current.filter((p) => cityByStore.get(p.storeKey) === city.key).map((p) => productByKey.get(p.productKey)!.genericName),
      );
      for (const [item, names] of Object.entries(QUICK_ADD_GENERICS)) {
        expect(names.some((n) => generics.has(n)), `${item} in ${city.key}`).toBe(true);
      }
    }
  });

  it("ranges supermarkets widely, specialty stores narrowly, and own brands only in their chain", () => {
    const productByKey = new Map(data.products.map((p) => [p.key, p]));
    for (const store of data.stores) {
      const lines = current.filter((p) => p.storeKey === store.key).map((p) => productByKey.get(p.productKey)!);
      const country = data.cities.find((c) => c.key === store.cityKey)!.country;
      // Other chains' own brands are not on offer to this store, so they do not count against its range.
      const ownBrandsHere = new Set(lines.filter((p) => p.tags.includes("store-brand")).map((p) => p.brand));
      const offered = data.products.filter(
        (p) => p.countries.includes(country) && (!p.tags.includes("store-brand") || ownBrandsHere.has(p.brand)),
      ).length;
      if (store.storeType === "supermarket" && !["ALDI", "Trader Joe's"].includes(store.chain ?? "")) {
        expect(lines.length / offered, store.key).toBeGreaterThan(0.6);
        expect(lines.length / offered, store.key).toBeLessThan(0.9);
      }
      if (store.storeType === "butcher") expect(lines.filter((p) => p.category === "meat").length / lines.length).toBeGreaterThan(0.6);
      if (store.storeType === "greengrocer") expect(lines.filter((p) => p.category === "produce").length / lines.length).toBeGreaterThan(0.8);
      for (const p of lines) expect(p.countries).toContain(country);
      if (store.chain !== "Coles") expect(lines.some((p) => p.brand === "Coles")).toBe(false);
    }
  });

  it("puts roughly one line in ten on special each week", () => {
    const share = current.filter((p) => p.onSpecial).length / current.length;
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.16);
  });

  it("sets up two demo retailers with stores, coupons (some expired) and ads", () => {
    expect(data.retailers.map((r) => r.tier).sort()).toEqual(["basic", "premium"]);
    for (const r of data.retailers) {
      const owned = data.stores.filter((s) => s.retailerKey === r.key);
      expect(owned.length).toBeGreaterThanOrEqual(1);
      expect(owned.length).toBeLessThanOrEqual(3);
      expect(owned.every((s) => s.chain === null)).toBe(true);
      const coupons = data.coupons.filter((c) => c.retailerKey === r.key);
      expect(coupons.length).toBeGreaterThanOrEqual(3);
      expect(coupons.length).toBeLessThanOrEqual(6);
      expect(coupons.some((c) => c.status === "expired")).toBe(true);
      for (const c of coupons) expect(c.status === "expired").toBe(c.expiryDate < "2025-06-02");
      const ads = data.ads.filter((a) => a.retailerKey === r.key);
      expect(ads.length).toBeGreaterThanOrEqual(1);
      expect(ads.length).toBeLessThanOrEqual(3);
    }
  });

  it("includes a Weekly Basics demo list of about a dozen items", () => {
    const basics = data.demoLists.find((l) => l.name === "Weekly Basics")!;
    expect(basics.items.length).toBeGreaterThanOrEqual(10);
    expect(basics.items.every((i) => i.quantity >= 1 && i.name.length <= 100)).toBe(true);
    expect(data.demoLists.length).toBeGreaterThanOrEqual(2);
  });
});
