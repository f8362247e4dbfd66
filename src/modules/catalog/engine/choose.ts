import { analyseProduct, parseListItem } from "./parse-item";
import { scoreCandidate } from "./score";
import { formatUnitPrice, packPriceFrom, unitPriceOf } from "@/lib/unit-price";
import { fitCost, fitPacks } from "@/lib/pack-fit";
import { localiseListText } from "./regional";
import type { BaseUnit, ChooseOptions, ChosenProduct, MatchableProduct, ParsedListItem, PricedCandidate } from "./types";

interface Option<P extends MatchableProduct> {
  candidate: PricedCandidate<P>;
  score: number;
  unit: BaseUnit;
  quantity: number;
  packCents: number;
  unitCents: number;
}

function priced<P extends MatchableProduct>(c: PricedCandidate<P>, score: number): Option<P> | null {
  const a = analyseProduct(c.product);
  if (!a.unit || !a.unitQuantity || a.unitQuantity <= 0) return null;
  const packCents = c.priceCents ?? (c.unitPriceCents !== undefined ? packPriceFrom(c.unitPriceCents, a.unitQuantity, a.unit) : undefined);
  if (packCents === undefined || !(packCents > 0)) return null;
  const unitCents = unitPriceOf(packCents, a.unitQuantity, a.unit).cents;
  return { candidate: c, score, unit: a.unit, quantity: a.unitQuantity, packCents, unitCents };
}

/**
 * Unit prices only compare within one unit (per kg vs per item cannot be ranked), so keep the
 * unit the query's size is in, else the unit most acceptable options are sold in.
 */
function comparableGroup<P extends MatchableProduct>(options: Option<P>[], preferred?: BaseUnit): Option<P>[] {
  if (preferred && options.some((o) => o.unit === preferred)) return options.filter((o) => o.unit === preferred);
  const counts = new Map<BaseUnit, number>();
  for (const o of options) counts.set(o.unit, (counts.get(o.unit) ?? 0) + 1);
  const order: BaseUnit[] = ["g", "ml", "each"];
  const unit = order.reduce((best, u) => ((counts.get(u) ?? 0) > (counts.get(best) ?? 0) ? u : best), order[0]);
  return options.filter((o) => o.unit === unit);
}

/**
 * The product to buy for one list line from what a store stocks: only products a shopper would
 * accept; then the cheapest per kg / L / item, buying whole packs. A size in the line ("2L milk")
 * becomes an amount to cover at the lowest total cost. Locks are hard constraints; a remembered
 * choice wins while it is within `memoryTolerance` of the cheapest.
 */
export function chooseBestProduct<P extends MatchableProduct>(
  queryText: string | ParsedListItem,
  quantityWanted: number,
  candidates: PricedCandidate<P>[],
  opts: ChooseOptions = {},
): ChosenProduct<P> | null {
  const query = typeof queryText === "string" ? parseListItem(localiseListText(queryText, opts.country)) : queryText;
  const score = opts.scoreOf ?? ((product: MatchableProduct) => scoreCandidate(query, product));
  const lines = Math.max(1, Math.floor(quantityWanted));
  let reasonPrefix = "";
  let pool: Option<P>[] = [];

  if (opts.lockedProductKey) {
    const locked = candidates.find((c) => c.product.key === opts.lockedProductKey);
    const option = locked ? priced(locked, 1) : null;
    if (!option) return null;
    pool = [option];
    reasonPrefix = "locked product";
  } else {
    for (const c of candidates) {
      const s = score(c.product);
      if (!s.acceptable) continue;
      if (opts.lockedBrand && (c.product.brand ?? "").toLowerCase() !== opts.lockedBrand.toLowerCase()) continue;
      const option = priced(c, s.score);
      if (option) pool.push(option);
    }
    if (pool.length === 0) return null;
    if (opts.lockedBrand) reasonPrefix = `locked brand ${opts.lockedBrand}`;
  }

  const size = query.size;
  const sizedUnit = size && size.unit !== "each" ? size.unit : size ? "each" : undefined;
  const group = comparableGroup(pool, sizedUnit);
  const bySize = size !== undefined && group[0].unit === size.unit;
  const wanted = bySize ? size.quantity * lines : 0;
  // A typed size is met exactly (decision 036): packs adding up to it, never overshooting it; loose produce by weight.
  const ranked = group
    .flatMap((o) => {
      if (!bySize) {
        const packs = size?.unit === "each" ? size.quantity * lines : lines;
        return [{ o, packs, cost: packs * o.packCents }];
      }
      const fit = fitPacks({ value: wanted, unit: o.unit }, { name: o.candidate.product.name, size: o.candidate.product.size, unitQuantity: o.quantity, unit: o.unit });
      return fit ? [{ o, packs: fit.loose ? 1 : fit.packs, cost: fitCost(fit, o.packCents) }] : [];
    })
    .sort((a, b) =>
      bySize
        ? a.cost - b.cost || a.o.unitCents - b.o.unitCents || b.o.score - a.o.score
        : a.o.unitCents - b.o.unitCents || b.o.score - a.o.score || a.cost - b.cost,
    );
  if (ranked.length === 0) return null;

  let pick = ranked[0];
  let reason = reasonPrefix || (bySize ? "lowest cost for the size asked" : "lowest unit price");
  if (!opts.lockedProductKey && opts.memoryProductKey) {
    const remembered = ranked.find((r) => r.o.candidate.product.key === opts.memoryProductKey);
    const tolerance = opts.memoryTolerance ?? 0.1;
    const metric = (r: typeof pick) => (bySize ? r.cost : r.o.unitCents);
    if (remembered && metric(remembered) <= metric(pick) * (1 + tolerance)) {
      pick = remembered;
      reason = `${reasonPrefix ? `${reasonPrefix}; ` : ""}remembered choice`;
    }
  }
  const { o, packs, cost } = pick;
  const up = unitPriceOf(o.packCents, o.quantity, o.unit);
  return {
    product: o.candidate.product,
    packs,
    costCents: Math.round(cost),
    unitPriceCents: up.cents,
    unitPriceLabel: formatUnitPrice(up.cents, up.unit),
    reason,
    score: o.score,
  };
}
