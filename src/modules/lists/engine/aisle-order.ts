/**
 * Aisle order, learned from the order shoppers tick items off in a store (issue 27, decision
 * 053). Pure: no I/O.
 *
 * - Each trip is the item keys in the order they were ticked. An item's **position** in a trip is
 *   its rank scaled to 0…1 (first 0, last 1; a trip of one item says 0.5), so long and short trips
 *   weigh alike.
 * - A store's score for an item is the mean of its positions over that store's trips, shrunk
 *   towards the chain's mean (the same item over every branch of the chain) with the weight of
 *   CHAIN_PRIOR_TRIPS trips: a new branch starts from the chain's order, and each trip at the branch
 *   moves it towards the branch's own layout. The mean of positions converges as trips repeat (one
 *   odd trip moves an item by at most 1/(n + prior)).
 * - Items with no evidence anywhere keep their list order, after the items with a score.
 * - A shopper's own order (move up / down) wins: the overridden items keep the places the learned
 *   order gives them as a set, but fill them in the shopper's order, so nothing else moves.
 */

export const CHAIN_PRIOR_TRIPS = 1;

export interface PositionStats {
  sum: number;
  n: number;
}

/** The normalised key of a list line: lower case, single spaces, at most 100 characters. */
export function aisleItemKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 100);
}

/** Sum and count of each item's scaled position over trips (each trip: keys in tick order, first tick of a key counts). */
export function positionStats(trips: readonly (readonly string[])[]): Map<string, PositionStats> {
  const stats = new Map<string, PositionStats>();
  for (const trip of trips) {
    const keys = [...new Set(trip)];
    const last = keys.length - 1;
    keys.forEach((key, i) => {
      const pos = last === 0 ? 0.5 : i / last;
      const s = stats.get(key) ?? { sum: 0, n: 0 };
      s.sum += pos;
      s.n += 1;
      stats.set(key, s);
    });
  }
  return stats;
}

/** Each item's learned position (0…1) at a store: the store's trips shrunk towards the chain's mean. */
export function aisleScores(storeTrips: readonly (readonly string[])[], chainTrips: readonly (readonly string[])[] = []): Map<string, number> {
  const store = positionStats(storeTrips);
  const chain = positionStats(chainTrips);
  const scores = new Map<string, number>();
  for (const key of new Set([...store.keys(), ...chain.keys()])) {
    const s = store.get(key) ?? { sum: 0, n: 0 };
    const c = chain.get(key);
    if (!c) {
      scores.set(key, s.sum / s.n);
      continue;
    }
    const prior = c.sum / c.n;
    scores.set(key, (s.sum + CHAIN_PRIOR_TRIPS * prior) / (s.n + CHAIN_PRIOR_TRIPS));
  }
  return scores;
}

/**
 * Items in aisle order: scored items by score (ties keep list order), then unscored ones in list
 * order; then the shopper's own order applied to the items it names (see above).
 */
export function orderByAisle<T>(items: readonly T[], keyOf: (item: T) => string, scores: ReadonlyMap<string, number>, override: readonly string[] = []): T[] {
  const indexed = items.map((item, i) => ({ item, i, score: scores.get(keyOf(item)) }));
  indexed.sort((a, b) => {
    if (a.score !== undefined && b.score !== undefined) return a.score - b.score || a.i - b.i;
    if (a.score !== undefined) return -1;
    if (b.score !== undefined) return 1;
    return a.i - b.i;
  });
  const learned = indexed.map((x) => x.item);
  if (override.length === 0) return learned;
  const rank = new Map(override.map((k, i) => [k, i]));
  const slots = learned.map((item, i) => (rank.has(keyOf(item)) ? i : -1)).filter((i) => i >= 0);
  const mine = learned.filter((item) => rank.has(keyOf(item))).sort((a, b) => rank.get(keyOf(a))! - rank.get(keyOf(b))!);
  const out = [...learned];
  slots.forEach((slot, j) => (out[slot] = mine[j]));
  return out;
}

/** The keys after moving `key` one place up (-1) or down (+1) in `keys`; unchanged at an end or when absent. */
export function moveKey(keys: readonly string[], key: string, step: -1 | 1): string[] {
  const out = [...keys];
  const i = out.indexOf(key);
  const j = i + step;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}
