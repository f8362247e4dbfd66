import type { OptimiserInput } from "../../src/modules/pricing/engine";

export type PriceModel = "random" | "structured";

export interface InstanceSpec {
  items: number;
  stores: number;
  model: PriceModel;
  seed: number;
  /** Share of item/store prices that are missing. Default 0.2. */
  missing?: number;
  /** Per-store visit cost drawn uniformly from [min, max] cents. */
  visitCost?: [number, number] | null;
  maxStores?: number | null;
  minItemsPerStore?: number;
}

/** mulberry32: small, fast, seedable; quality is plenty for test data. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (k: number) => String(k + 1).padStart(3, "0");

/**
 * Synthetic shopping instances after PERFORMANCE.md §3.1: quantities 1–3, log-normal base prices
 * (median $4), a share of prices missing, every item stocked somewhere.
 * random: each store's price is base × U(0.75, 1.35), independently.
 * structured: stores belong to chains; a chain prices an item at base × chain level × U(0.92, 1.08);
 * about half the stores copy their chain's prices exactly (so ties are common), the rest deviate ±3 %;
 * 10 % of prices are specials at −30 %.
 */
export function generateInstance(spec: InstanceSpec): OptimiserInput {
  const rnd = createRng(spec.seed * 7919 + spec.items * 31 + spec.stores);
  const uniform = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const missing = spec.missing ?? 0.2;
  const items = Array.from({ length: spec.items }, (_, i) => ({ id: `i${pad(i)}`, quantity: 1 + Math.floor(rnd() * 3) }));
  const stores = Array.from({ length: spec.stores }, (_, s) => ({
    id: `s${pad(s)}`,
    distanceKm: Math.round(uniform(0.3, 30) * 10) / 10,
    ...(spec.visitCost ? { visitCostCents: Math.round(uniform(spec.visitCost[0], spec.visitCost[1])) } : {}),
  }));
  const base = items.map(() => 400 * Math.exp(0.6 * normal()));
  const chains = Math.max(2, Math.round(spec.stores / 6));
  const chainOf = stores.map(() => Math.floor(rnd() * chains));
  const chainLevel = Array.from({ length: chains }, () => uniform(0.9, 1.1));
  const chainNoise = Array.from({ length: chains }, () => items.map(() => uniform(0.92, 1.08)));
  const copiesChain = stores.map(() => rnd() < 0.5);

  const prices: OptimiserInput["prices"] = [];
  for (let i = 0; i < spec.items; i++) {
    const stocked: number[] = [];
    for (let s = 0; s < spec.stores; s++) if (rnd() >= missing) stocked.push(s);
    if (stocked.length === 0) stocked.push(Math.floor(rnd() * spec.stores));
    for (const s of stocked) {
      let unit: number;
      if (spec.model === "random") unit = base[i] * uniform(0.75, 1.35);
      else {
        const c = chainOf[s];
        unit = base[i] * chainLevel[c] * chainNoise[c][i] * (copiesChain[s] ? 1 : uniform(0.97, 1.03));
        if (rnd() < 0.1) unit *= 0.7;
      }
      prices.push({ item: items[i].id, store: stores[s].id, unitPriceCents: Math.max(1, Math.round(unit)) });
    }
  }
  return {
    items,
    stores,
    prices,
    minItemsPerStore: spec.minItemsPerStore ?? 5,
    maxStores: spec.maxStores ?? null,
  };
}
