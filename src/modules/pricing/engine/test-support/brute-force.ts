import type { OptimiserInput } from "../types";

/**
 * Test oracle, deliberately written without any of the engine's code: tries every assignment
 * of every item to "nowhere" or to a store that may sell it, keeps the valid plans (one store, or
 * every store with at least minItems items, at most maxStores stores) and returns the best by
 * coverage, total, store count, total distance and sorted store ids. Exponential: tiny inputs only.
 */
export interface BrutePlan {
  covered: number;
  total: number;
  stores: string[];
  distance: number;
  assignment: Record<string, string | null>;
}

export function bruteForce(input: OptimiserInput): BrutePlan {
  const items: { id: string; quantity: number }[] = [];
  for (const it of input.items) if (!items.some((x) => x.id === it.id)) items.push(it);
  const stores = input.stores.filter((s, k) => input.stores.findIndex((t) => t.id === s.id) === k);
  const L = input.minItemsPerStore ?? 5;
  const K = input.maxStores ?? Infinity;
  const price = new Map<string, number>();
  for (const p of input.prices) {
    if (!items.some((it) => it.id === p.item) || !stores.some((s) => s.id === p.store)) continue;
    const key = `${p.item}\u0000${p.store}`;
    price.set(key, Math.min(price.get(key) ?? Infinity, p.unitPriceCents));
  }
  const lock = new Map<string, string>();
  for (const l of input.locks ?? []) {
    if (lock.has(l.item) || !price.has(`${l.item}\u0000${l.store}`)) continue;
    lock.set(l.item, l.store);
  }
  const options = items.map((it) =>
    stores.filter((s) => price.has(`${it.id}\u0000${s.id}`) && (!lock.has(it.id) || lock.get(it.id) === s.id)),
  );

  let best: BrutePlan | null = null;
  const choice: (number | null)[] = new Array(items.length).fill(null);
  const consider = () => {
    const counts = new Map<string, number>();
    let itemsCost = 0;
    let covered = 0;
    choice.forEach((c, i) => {
      if (c === null) return;
      const s = options[i][c];
      covered++;
      counts.set(s.id, (counts.get(s.id) ?? 0) + 1);
      itemsCost += items[i].quantity * price.get(`${items[i].id}\u0000${s.id}`)!;
    });
    const used = stores.filter((s) => counts.has(s.id));
    if (used.length > K) return;
    if (used.length > 1 && used.some((s) => counts.get(s.id)! < L)) return;
    const visit = used.reduce((sum, s) => sum + (s.visitCostCents ?? input.visitCostCents ?? 0), 0);
    const plan: BrutePlan = {
      covered,
      total: itemsCost + visit,
      stores: used.map((s) => s.id).sort(),
      distance: used.reduce((sum, s) => sum + s.distanceKm, 0),
      assignment: Object.fromEntries(choice.map((c, i) => [items[i].id, c === null ? null : options[i][c].id])),
    };
    if (!best || better(plan, best)) best = plan;
  };
  const walk = (i: number) => {
    if (i === items.length) return consider();
    choice[i] = null;
    walk(i + 1);
    for (let c = 0; c < options[i].length; c++) {
      choice[i] = c;
      walk(i + 1);
    }
    choice[i] = null;
  };
  walk(0);
  return best!;
}

function better(a: BrutePlan, b: BrutePlan): boolean {
  if (a.covered !== b.covered) return a.covered > b.covered;
  if (a.total !== b.total) return a.total < b.total;
  if (a.stores.length !== b.stores.length) return a.stores.length < b.stores.length;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.stores.join("\u0000") < b.stores.join("\u0000");
}
