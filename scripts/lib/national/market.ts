/** bench:national's market: NZ's towns, the store mix, the national catalogue and every store's prices by day (pure, seeded). */
import { randomUUID } from "node:crypto";
import { generateDemoData, type DemoProduct } from "../../../src/server/seed/generate";
import { pick, type Rng } from "../../../src/server/seed/generate/prng";
import { destinationPoint } from "../../../src/modules/stores/geo/distance";
import { NZ_TOWNS } from "../../../src/modules/stores/gazetteer/data/nz-places";
import { unpackGroup } from "../../../src/modules/stores/gazetteer/types";
import { CATALOGUE, SCALE } from "./options";

export type Kind = "supermarket" | "grocery" | "butcher" | "greengrocer" | "fishmonger";
/** Store counts at scale 1.0 and how many products each kind stocks (uniform in the range). */
export const STORE_MIX: { kind: Kind; count: number; products: [number, number]; chains: string[]; categories: string[] | null }[] = [
  { kind: "supermarket", count: 450, products: [24_000, 30_000], chains: ["Woolworths", "New World", "Pak'nSave", "FreshChoice", "SuperValue"], categories: null },
  { kind: "grocery", count: 100, products: [6_000, 10_000], chains: ["Four Square", "On the Spot", "Independent"], categories: null },
  { kind: "butcher", count: 20, products: [200, 400], chains: ["Butcher"], categories: ["meat"] },
  { kind: "greengrocer", count: 20, products: [300, 600], chains: ["Greengrocer"], categories: ["produce"] },
  { kind: "fishmonger", count: 10, products: [80, 150], chains: ["Fishmonger"], categories: ["seafood", "meat"] },
];

/** Rough share of NZ's population per town: Auckland ~1/3, Christchurch ~8 %, Wellington's four cities ~9 %, then a long tail. */
export function townWeights(): { name: string; lat: number; lng: number; weight: number; spreadKm: number }[] {
  const towns = unpackGroup(NZ_TOWNS);
  const big: Record<string, number> = { Auckland: 0.33, Christchurch: 0.08, Wellington: 0.045, "Lower Hutt": 0.022, Porirua: 0.012, "Upper Hutt": 0.009, Hamilton: 0.037, Tauranga: 0.03, Dunedin: 0.026 };
  const rest = towns.filter((x) => !(x.name in big));
  const restShare = 1 - Object.values(big).reduce((a, b) => a + b, 0);
  const zipf = rest.map((_, i) => 1 / (i + 1) ** 0.8);
  const zsum = zipf.reduce((a, b) => a + b, 0);
  return towns.map((x) => {
    const weight = big[x.name] ?? (restShare * zipf[rest.indexOf(x)]) / zsum;
    // Big cities spread wider: Auckland's stores reach ~30 km from the centre, a small town's ~3 km.
    return { name: x.name, lat: x.lat, lng: x.lng, weight, spreadKm: Math.max(3, 52 * Math.sqrt(weight)) };
  });
}

export function weightedPick<T extends { weight: number }>(rng: Rng, items: T[]): T {
  const total = items.reduce((a, b) => a + b.weight, 0);
  let r = rng() * total;
  for (const x of items) if ((r -= x.weight) <= 0) return x;
  return items[items.length - 1];
}

export interface StoreSpec { id: string; index: number; kind: Kind; chain: string; name: string; city: string; lat: number; lng: number; factor: number; products: number[] }
export interface ProductSpec { id: string; name: string; brand: string; size: string; unitQuantity: number; unit: DemoProduct["unit"]; category: string; genericName: string | null; baseCents: number }

const BRANDS = ["Harvest Lane", "Kiwi Pantry", "Southern Fields", "Green Valley", "Coastline", "Homestead", "Value Pick", "Orchard Row", "Tui Farms", "Bayside", "Premium Select", "Everyday Basics", "Hilltop", "Riverbend", "Golden Plains", "Pams", "Macro", "Essentials"];
const NEAR_MISSES = [
  "Milk Chocolate Bar", "Coconut Milk", "Milk Arrowroot Biscuits", "Butter Chicken Simmer Sauce", "Peanut Butter", "Apple Cider Vinegar", "Apple Juice", "Rice Crackers", "Rice Bran Oil",
  "Egg Noodles", "Chicken Stock", "Cheese Crackers", "Bread Crumbs", "Banana Chips", "Carrot Cake", "Tomato Soup", "Onion Rings", "Sugar Free Gum", "Flour Tortillas", "Orange Marmalade",
  "Vanilla Ice Cream", "Chocolate Chip Cookies", "Potato Salad", "Yogurt Coated Raisins", "Coffee Flavoured Milk", "Tea Biscuits", "Sausage Rolls", "Beef Stock Cubes", "Pasta Sauce", "Cheese Sauce Mix",
];
const FLAVOURS = ["Original", "Classic", "Lite", "Family Pack", "Organic", "Spicy", "Smoky", "Honey", "Garlic", "Herb", "Sea Salt", "Sweet Chilli", "Mild", "Extra", "Gourmet"];
const FILLER_NOUNS = ["Dishwash Liquid", "Laundry Powder", "Toilet Tissue", "Cat Litter", "Shampoo", "Conditioner", "Toothpaste", "Batteries", "Light Bulb", "Sticky Notes", "Nappies", "Bin Liners", "Sponge Scourers", "Hand Wash", "Deodorant", "Razor Blades", "Cotton Buds", "Dog Treats", "Cat Food Pouches", "Surface Spray", "Paper Towels", "Glass Cleaner", "Sunscreen", "Body Wash", "Lip Balm", "Tissues", "Fabric Softener", "Oven Cleaner", "Plant Food", "Bird Seed"];
const FILLER_WORDS = ["Lemon", "Lavender", "Ultra", "Sensitive", "Fresh", "Eucalyptus", "Coconut", "Mint", "Extra Strong", "Gentle", "Value", "Rose", "Ocean", "Citrus", "Unscented", "Whitening", "Tropical", "Aloe", "Charcoal", "Vanilla", "Berry", "Spring", "Active", "Pure", "Soft"];
/** Lines a shopper's list draws 30 from. */
export const LIST_POOL = [
  "Milk", "Bread", "Eggs", "Butter", "Bananas", "Apples", "Carrots", "Chicken breast", "Rice", "Cheese", "Yogurt", "Coffee", "Sausages", "Ground beef", "Burger buns", "Lettuce", "Tomatoes",
  "Onions", "Tomato sauce", "Potato chips", "Flour", "Sugar", "Free range eggs", "Chocolate chips", "Baking powder", "Vanilla", "Pasta", "Olive oil", "Orange juice", "Tea", "Potatoes", "Broccoli",
  "Cereal", "Honey", "Peanut butter", "Jam", "Bacon", "Ham", "Salmon", "Tuna", "Oats", "Crackers", "Toilet paper", "Dishwashing liquid", "Laundry powder", "Shampoo", "Toothpaste", "Cat food",
];

function sizeText(q: number, unit: DemoProduct["unit"]): string {
  if (unit === "g") return q >= 1000 ? `${+(q / 1000).toFixed(2)}kg` : `${Math.round(q)}g`;
  if (unit === "ml") return q >= 1000 ? `${+(q / 1000).toFixed(2)}L` : `${Math.round(q)}ml`;
  return q > 1 ? `${Math.round(q)}pk` : "each";
}

export function buildCatalogue(rng: Rng): ProductSpec[] {
  const data = generateDemoData();
  const byProduct = new Map<string, number[]>();
  for (const p of data.prices) (byProduct.get(p.productKey) ?? byProduct.set(p.productKey, []).get(p.productKey)!).push(p.amountCents);
  const median = new Map([...byProduct].map(([k, xs]) => [k, xs.sort((a, b) => a - b)[xs.length >> 1]]));
  const out: ProductSpec[] = [];
  const names = new Set<string>();
  const add = (p: Omit<ProductSpec, "id">) => {
    if (names.has(p.name)) return false;
    names.add(p.name);
    out.push({ ...p, id: randomUUID() });
    return true;
  };
  for (const p of data.products) {
    const base = median.get(p.key) ?? 300 + Math.floor(rng() * 900);
    add({ name: p.name, brand: p.brand ?? "", size: p.size, unitQuantity: p.unitQuantity, unit: p.unit, category: p.category, genericName: p.genericName, baseCents: base });
    for (const brand of [pick(rng, BRANDS), pick(rng, BRANDS)]) {
      let core = p.name;
      if (p.brand && core.startsWith(p.brand)) core = core.slice(p.brand.length);
      if (p.size && core.endsWith(p.size)) core = core.slice(0, -p.size.length);
      core = core.trim() || p.genericName;
      const scale = pick(rng, [0.5, 1, 1, 2]);
      const q = p.unit === "each" ? Math.max(1, Math.round(p.unitQuantity * scale)) : p.unitQuantity * scale;
      const size = sizeText(q, p.unit);
      add({ name: `${brand} ${core} ${size}`, brand, size, unitQuantity: q, unit: p.unit, category: p.category, genericName: p.genericName, baseCents: Math.max(50, Math.round(base * scale ** 0.9 * (0.75 + rng() * 0.5))) });
    }
  }
  const nearMisses = Math.min(15_000, Math.floor(CATALOGUE * 0.25));
  for (let n = 0; n < nearMisses; ) {
    const unit = pick(rng, ["g", "ml", "each"] as const);
    const q = unit === "each" ? pick(rng, [1, 4, 6, 10]) : pick(rng, [100, 150, 250, 400, 500, 1000]);
    const brand = pick(rng, BRANDS);
    const size = sizeText(q, unit);
    if (add({ name: `${brand} ${pick(rng, FLAVOURS)} ${pick(rng, NEAR_MISSES)} ${size}`, brand, size, unitQuantity: q, unit, category: "pantry", genericName: null, baseCents: 150 + Math.floor(rng() * 900) })) n++;
  }
  while (out.length < CATALOGUE) {
    const brand = pick(rng, BRANDS);
    const unit = pick(rng, ["g", "ml", "each"] as const);
    const q = unit === "each" ? pick(rng, [1, 2, 4, 10, 24]) : pick(rng, [250, 500, 750, 1000, 2000]);
    const size = sizeText(q, unit);
    add({ name: `${brand} ${pick(rng, FILLER_WORDS)} ${pick(rng, FILLER_WORDS)} ${pick(rng, FILLER_NOUNS)} ${size}`, brand, size, unitQuantity: q, unit, category: "household", genericName: null, baseCents: 200 + Math.floor(rng() * 2300) });
  }
  return out;
}

export function buildStores(rng: Rng, catalogue: ProductSpec[]): StoreSpec[] {
  const towns = townWeights();
  const stores: StoreSpec[] = [];
  const all = catalogue.map((_, i) => i);
  for (const mix of STORE_MIX) {
    const count = Math.max(1, Math.round(mix.count * SCALE));
    const pool = mix.categories ? all.filter((i) => mix.categories!.includes(catalogue[i].category)) : all;
    for (let k = 0; k < count; k++) {
      const town = weightedPick(rng, towns);
      const at = destinationPoint({ lat: town.lat, lng: town.lng }, rng() * 360, town.spreadKm * Math.sqrt(rng()));
      const chain = mix.chains[k % mix.chains.length];
      const want = Math.min(pool.length, Math.round(mix.products[0] + rng() * (mix.products[1] - mix.products[0])));
      // A store's range: a seeded sample of the pool (partial Fisher–Yates), kept in catalogue order.
      const sample = pool.slice();
      for (let i = 0; i < want; i++) {
        const j = i + Math.floor(rng() * (sample.length - i));
        [sample[i], sample[j]] = [sample[j], sample[i]];
      }
      const index = stores.length;
      stores.push({
        id: randomUUID(), index, kind: mix.kind, chain, name: `${chain} ${town.name} ${index + 1}`, city: town.name, lat: at.lat, lng: at.lng,
        factor: 0.88 + (k % mix.chains.length) * 0.035 + rng() * 0.04, products: sample.slice(0, want).sort((a, b) => a - b),
      });
    }
  }
  return stores;
}

/** Deterministic 32-bit mix of (store, product, salt). */
export function mix(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

/** A store's price for a product on day d (0 = the generated state); 10 % of prices move each day after. */
export function priceOn(store: StoreSpec, productIndex: number, base: number, day: number): number {
  const h0 = mix(store.index, productIndex, 0);
  let cents = Math.max(30, Math.round(base * store.factor * (0.85 + (h0 % 3000) / 10000)));
  for (let d = 1; d <= day; d++) {
    const h = mix(store.index, productIndex, d);
    if (h % 10 === 0) cents = Math.max(30, cents + ((h >>> 4) % 2 ? 1 : -1) * (10 + ((h >>> 8) % 40)));
  }
  return cents;
}

export function unitPrice(p: ProductSpec, cents: number): number {
  return p.unit === "each" ? Math.round((cents / p.unitQuantity) * 100) / 100 : Math.round(((cents * 1000) / p.unitQuantity) * 100) / 100;
}
