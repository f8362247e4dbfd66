import { formatMoney } from "@/modules/currency/engine";
import type { AmountDto, ComparisonDto, PriceSource, UnitPriceDto } from "../dto";

export interface StandingLine {
  listItemId: string;
  itemName: string;
  quantity: number;
  productId: string;
  productName: string;
  packs: number;
  priceCents: number;
  unitPriceLabel: string | null;
  /** What is bought (the line's amount, within the tolerance) and whether by weight. */
  amount: AmountDto;
  loose: boolean;
  unitPrice: UnitPriceDto | null;
  observedAt: string;
  source: PriceSource;
  /** A special's stated end, ISO (decision 054). */
  specialEndsAt: string | null;
  /** The line's amount as the plan shows it ("2 × 2 L"). */
  lineAmountLabel: string | null;
  /** No store in reach sells this line for less. */
  cheapest: boolean;
}

export interface StoreStanding {
  storeId: string;
  name: string;
  address: string;
  distanceKm: number;
  itemsStocked: number;
  itemCount: number;
  complete: boolean;
  totalCents: number;
  lines: StandingLine[];
  missing: string[];
}

/**
 * Every store in reach with its total for the whole list: stores stocking every item first
 * (cheapest first), then partial ones by coverage — a partial total is not comparable to a full one.
 */
export function storeStandings(c: ComparisonDto): StoreStanding[] {
  const cheapestByItem = new Map(c.itemPrices.map((ip) => [ip.listItemId, ip.prices[0]?.priceCents ?? null]));
  const cells = new Map(c.itemPrices.map((ip) => [ip.listItemId, new Map(ip.prices.map((p) => [p.storeId, p]))]));
  return c.storesConsidered
    .filter((s) => s.itemsStocked > 0)
    .map((s) => {
      const lines: StandingLine[] = [];
      const missing: string[] = [];
      for (const item of c.items) {
        const cell = cells.get(item.listItemId)?.get(s.storeId);
        if (!cell) {
          missing.push(item.itemName);
          continue;
        }
        lines.push({
          listItemId: item.listItemId, itemName: item.itemName, quantity: item.quantity, productId: cell.productId, productName: cell.productName, packs: cell.packs,
          priceCents: cell.priceCents, unitPriceLabel: cell.unitPriceLabel, amount: cell.amount, loose: cell.loose, unitPrice: cell.unitPrice, observedAt: cell.observedAt, source: cell.source, specialEndsAt: cell.specialEndsAt ?? null, lineAmountLabel: item.amount?.label ?? null, cheapest: cell.priceCents <= (cheapestByItem.get(item.listItemId) ?? Infinity),
        });
      }
      return {
        storeId: s.storeId, name: s.name, address: s.address, distanceKm: s.distanceKm, itemsStocked: s.itemsStocked, itemCount: c.items.length,
        complete: s.itemsStocked === c.items.length, totalCents: s.totalCents, lines, missing,
      };
    })
    .sort((a, b) => Number(b.complete) - Number(a.complete) || (a.complete ? 0 : b.itemsStocked - a.itemsStocked) || a.totalCents - b.totalCents || a.distanceKm - b.distanceKm);
}

/** The Smart Shopping Strategy tip: what the proven-cheapest plan says about splitting the list. */
export function smartShoppingTip(
  c: Pick<ComparisonDto, "stores" | "savings" | "distanceFiltering" | "options" | "items" | "itemsCostCents" | "currency">,
  money: (cents: number) => string = (cents) => formatMoney(cents, c.currency),
): string | null {
  if (!c.stores.length) return null;
  const names = c.stores.map((s) => s.name);
  const joined = names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  const single = c.savings.comparedWith;
  const km = `${c.distanceFiltering.finalDistanceKm} km`;
  if (c.stores.length > 1 && single && (c.savings.savingsCents ?? 0) > 0) {
    return `Splitting between ${joined} saves ${money(c.savings.savingsCents!)} vs the best single store within ${km} (${single.name}, ${money(single.totalCents)}), with at least ${c.options.minItemsPerStore} items at each.`;
  }
  if (c.stores.length > 1 && !single) {
    const covered = c.stores.reduce((n, s) => n + s.items.length, 0);
    return `No single store within ${km} stocks your whole list; ${joined} together cover ${covered} of ${c.items.length} items for ${money(c.itemsCostCents)}.`;
  }
  if (c.stores.length === 1) {
    return `Shopping everything at ${names[0]} is cheapest within ${km} (${money(c.itemsCostCents)}): no split with at least ${c.options.minItemsPerStore} items per store would save you anything.`;
  }
  return `${joined} together cost ${money(c.itemsCostCents)} for your list.`;
}
