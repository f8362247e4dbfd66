/**
 * OCR of receipt digits confuses a (dotted) zero with 6, 8 or 9. When the items
 * do not add up to the printed total, this searches for the fewest such digit
 * repairs (plus weight × unit-price recomputations) that make them add up, and
 * applies them only if that smallest repair is unique.
 */

export interface PriceCandidates {
  /** Index 0 is the price as read. */
  options: number[];
  /** Cost of choosing each option (0 for the price as read). */
  costs: number[];
}

export const MAX_REPAIRS = 3;
/** Bounds the search so hostile input (thousands of "items") stays fast. */
const MAX_ITEMS = 60;
const MAX_STATES = 40_000;
const LOOKALIKE_ZERO = new Set(["6", "8", "9"]);

/** The price as read plus every version with one or two of its 6/8/9 digits read back as 0. */
export function digitRepairCandidates(price: number, alternatives: readonly number[] = []): PriceCandidates {
  const options = [price];
  const costs = [0];
  const add = (value: number, cost: number) => {
    const cents = Math.round(value * 100);
    if (cents < 0 || options.some((o) => Math.round(o * 100) === cents)) return;
    options.push(cents / 100);
    costs.push(cost);
  };
  const digits = price.toFixed(2);
  const positions = [...digits].map((c, i) => (LOOKALIKE_ZERO.has(c) ? i : -1)).filter((i) => i >= 0);
  const swap = (idx: number[]) => Number([...digits].map((c, i) => (idx.includes(i) ? "0" : c)).join(""));
  for (let a = 0; a < positions.length; a++) {
    add(swap([positions[a]]), 1);
    for (let b = a + 1; b < positions.length; b++) add(swap([positions[a], positions[b]]), 2);
  }
  for (const alt of alternatives) add(alt, 1);
  return { options, costs };
}

interface State { cost: number; ways: number; choice: number; prev: number }

/**
 * Picks one option per item so that Σ chosen − discounts hits a target total.
 * Returns the chosen option indexes, or null when nothing needs changing, no
 * repair fits within MAX_REPAIRS, or the cheapest repair is ambiguous.
 */
export function repairPricesToTotal(items: readonly PriceCandidates[], discountCents: number, targets: readonly number[]): number[] | null {
  if (items.length > MAX_ITEMS) return null;
  const base = items.reduce((s, it) => s + Math.round(it.options[0] * 100), 0) - discountCents;
  for (const target of targets) {
    const want = Math.round(target * 100) - base;
    if (want === 0) return null;
    if (Math.abs(want) > Math.max(500, Math.abs(target * 100) * 0.3)) continue;
    const layers: Map<number, State>[] = [new Map([[0, { cost: 0, ways: 1, choice: -1, prev: 0 }]])];
    for (const it of items) {
      const next = new Map<number, State>();
      const first = Math.round(it.options[0] * 100);
      for (const [sum, st] of layers[layers.length - 1]) {
        it.options.forEach((opt, k) => {
          const cost = st.cost + it.costs[k];
          if (cost > MAX_REPAIRS) return;
          const key = sum + Math.round(opt * 100) - first;
          const cur = next.get(key);
          if (!cur || cost < cur.cost) next.set(key, { cost, ways: st.ways, choice: k, prev: sum });
          else if (cost === cur.cost) cur.ways = Math.min(2, cur.ways + st.ways);
        });
      }
      if (next.size > MAX_STATES) return null;
      layers.push(next);
    }
    const end = layers[layers.length - 1].get(want);
    if (!end || end.ways !== 1) continue;
    const chosen = new Array<number>(items.length).fill(0);
    let key = want;
    for (let i = items.length; i >= 1; i--) {
      const st = layers[i].get(key) as State;
      chosen[i - 1] = st.choice;
      key = st.prev;
    }
    return chosen;
  }
  return null;
}
