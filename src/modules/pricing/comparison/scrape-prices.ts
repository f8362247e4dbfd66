import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { isUuid } from "@/modules/lists/shared";
import { compareList } from "../compare";
import type { ComparisonDto } from "../dto";
import { dollarsText } from "../format";
import { convertCents, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { getExchangeRates } from "@/modules/currency";
import { getCurrencySettings } from "@/modules/users";
import { shownFigures } from "./shown-figures";
import { loadOwnList } from "./list-source";
import { readShopperContext, resolveOrigin } from "./location";
import { enforceCompareLimit } from "../queries";
import { COMPARE_MESSAGES, type ScrapePricesBody } from "../schemas";

/** The spec's optimisation result (section 3), for clients that want JSON. Prices in dollars, totals as text. */
export interface OptimizationResult {
  /** The answer's currency: the shopper's display currency (userCurrency, else the profile's choice). */
  currency: string;
  /**
   * Present when the stores price in another currency: every amount here was converted line by line
   * (each rounded to the cent), and every subtotal and total is the sum of the converted lines.
   */
  conversion?: { from: string; to: string; rate: number; rates_source: string };
  recommended_lists: {
    store: string;
    store_id: string;
    address: string;
    items: { item: string; quantity: number; price: number; full_name: string }[];
    total_price: string;
    item_count: number;
    savings: string;
    distance: number;
    withinAllowance: boolean;
  }[];
  total_savings: number;
  total_savings_text: string;
  compared_with: string | null;
  optimal: boolean;
  lower_bound: number;
  uncovered_items: { item: string; reason: string }[];
  all_item_prices: { item: string; quantity: number; stores: Record<string, number>; cheapest_store: string | null }[];
  full_item_names: Record<string, string>;
  /**
   * Every store's offer for every line, for the same amount (decision 036): enough to check the
   * basket — packs × the pack's price is the price, amount is what is bought.
   */
  all_item_offers: ItemOffers[];
  distance_filtering: {
    initial_distance: number;
    final_distance: number;
    max_distance: number;
    user_location: { label: string; latitude: number; longitude: number; source: string };
    stores_found: number;
    stores_in_allowance: number;
    viable_stores: number;
  };
  decision_log: string[];
}

/** One line of all_item_offers: `unit` is g, ml or each; `price` is in the answer's currency. */
export interface ItemOffers {
  item: string;
  quantity: number;
  amount: { value: number; unit: "g" | "ml" | "each" } | null;
  stores: Record<string, { full_name: string; packs: number; pack_size: string | null; amount: { value: number; unit: "g" | "ml" | "each" }; price: number }>;
}

export const LOCATION_NEEDED = "We need a location to compare prices: save your address in Profile or send userLocation.";

/** POST /api/scrape-prices: compares the posted items around the shopper and answers in the spec's shape. */
export async function scrapePrices(db: Db, actor: Actor, body: ScrapePricesBody): Promise<{ success: true; optimization_result: OptimizationResult }> {
  if (!body.shoppingList.length) throw new AppError("INVALID_INPUT", COMPARE_MESSAGES.emptyList);
  const lockByName = new Map<string, { productId: string | null; brand: string | null; storeId: string | null }>();
  if (body.listId && isUuid(body.listId)) {
    const list = await loadOwnList(db, actor, body.listId);
    if (!list) throw new AppError("NOT_FOUND", "The shopping list you're looking for doesn't exist.");
    for (const item of list.items) lockByName.set(item.name.trim().toLowerCase(), item.locks);
  }
  await enforceCompareLimit(db, actor);
  const ctx = await readShopperContext(db, actor);
  const origin = await resolveOrigin(ctx, body.userLocation, false);
  if (!origin) throw new AppError("INVALID_INPUT", LOCATION_NEEDED, { title: COMPARE_MESSAGES.locationRequiredTitle });
  const comparison = await compareList(db, {
    actor,
    items: body.shoppingList.map((x, i) => ({ id: `item-${i + 1}`, name: x.item_name, quantity: x.quantity, locks: lockByName.get(x.item_name.trim().toLowerCase()) })),
    origin,
    country: ctx.countryCode,
    options: { visitCostCents: body.visitCostCents ?? 0, maxStores: body.maxStores ?? null, biggerPacks: body.biggerPacks ?? false },
    userCurrency: body.userCurrency ?? ctx.preferredCurrency ?? undefined,
  });
  // The answer is in the shopper's display currency, as Best Savings and /compare show it (issue 22);
  // a profile that says nothing defers to the place compared, as the browser's detection would.
  const settings = body.userCurrency ? null : await getCurrencySettings(db, actor);
  const display = body.userCurrency ?? (settings && settings.source !== "default" ? settings.currency : comparison.currency);
  const rates = display === comparison.currency ? null : await getExchangeRates();
  return {
    success: true,
    optimization_result: toOptimizationResult(comparison, rates ? { currency: display, rates: rates.rates, ratesSource: rates.source } : undefined),
  };
}

/** The display currency an answer is converted to, with the rates used. */
export interface AnswerCurrency {
  currency: CurrencyCode;
  rates: RatesTable;
  ratesSource: string;
}

const dollars = (cents: number) => Math.round(cents) / 100;

export function toOptimizationResult(c: ComparisonDto, to?: AnswerCurrency): OptimizationResult {
  const from = c.currency as CurrencyCode;
  // Comparison-currency cents → whole display-currency cents (identity when no conversion is asked).
  const convert = (cents: number) => (to && to.currency !== from ? convertCents(Math.round(cents), from, to.currency, to.rates) : Math.round(cents));
  const shown = shownFigures(c, convert);
  const storeNames = new Map(c.storesConsidered.map((s) => [s.storeId, s.name]));
  const priceAt = new Map(c.itemPrices.map((ip) => [ip.listItemId, new Map(ip.prices.map((p) => [p.storeId, convert(p.priceCents)]))]));
  const single = c.savings.comparedWith;
  const savingsCents = shown.savings === null ? 0 : Math.max(0, shown.savings);
  const fullNames: Record<string, string> = {};
  for (const store of c.stores) for (const line of store.items) fullNames[line.itemName] = line.productName;

  const converted = to && to.currency !== from;
  return {
    currency: converted ? to.currency : c.currency,
    ...(converted ? { conversion: { from, to: to.currency, rate: convertRate(from, to.currency, to.rates), rates_source: to.ratesSource } } : {}),
    recommended_lists: c.stores.map((s) => {
      // What these same lines would cost at the comparison store, when it stocks them all.
      const there = single ? costAt(priceAt, s.items.map((l) => l.listItemId), single.storeId) : null;
      const subtotal = shown.subtotal(s.storeId);
      return {
        store: s.name,
        store_id: s.storeId,
        address: s.address,
        items: s.items.map((l) => ({ item: l.itemName, quantity: l.quantity, price: dollars(shown.line(s.storeId, l.listItemId)), full_name: l.packs > 1 ? `${l.packs} × ${l.productName}` : l.productName })),
        total_price: dollarsText(subtotal),
        item_count: s.items.length,
        savings: dollarsText(there === null ? 0 : Math.max(0, there - subtotal)),
        distance: s.distanceKm,
        withinAllowance: s.distanceKm <= c.distanceFiltering.finalDistanceKm + 1e-9,
      };
    }),
    total_savings: dollars(savingsCents),
    total_savings_text: dollarsText(savingsCents),
    compared_with: single?.name ?? null,
    optimal: c.optimal,
    lower_bound: dollars(convert(c.lowerBoundCents)),
    uncovered_items: c.uncovered.map((u) => ({ item: u.itemName, reason: u.reason })),
    all_item_prices: c.itemPrices.map((ip) => ({
      item: ip.itemName,
      quantity: ip.quantity,
      stores: Object.fromEntries(ip.prices.map((p) => [storeNames.get(p.storeId) ?? p.storeId, dollars(convert(p.priceCents))])),
      cheapest_store: ip.cheapestStoreId ? (storeNames.get(ip.cheapestStoreId) ?? null) : null,
    })),
    full_item_names: fullNames,
    all_item_offers: c.itemPrices.map((ip) => {
      const line = c.items.find((i) => i.listItemId === ip.listItemId);
      return {
        item: ip.itemName,
        quantity: ip.quantity,
        amount: line?.amount ? { value: line.amount.value, unit: line.amount.unit } : null,
        stores: Object.fromEntries(
          ip.prices.map((p) => [
            storeNames.get(p.storeId) ?? p.storeId,
            {
              full_name: p.productName,
              // Loose produce: the weight bought over the weight its price is for (1.5 for 1.5 kg at a per-kg price).
              packs: p.loose ? Math.round((p.amount.value / p.packQuantity) * 1000) / 1000 : p.packs,
              pack_size: p.packSize,
              amount: { value: p.amount.value, unit: p.amount.unit },
              price: dollars(convert(p.priceCents)),
            },
          ]),
        ),
      };
    }),
    distance_filtering: {
      initial_distance: c.distanceFiltering.initialDistanceKm,
      final_distance: c.distanceFiltering.finalDistanceKm,
      max_distance: c.distanceFiltering.maxDistanceKm,
      user_location: { label: c.distanceFiltering.origin.label, latitude: c.distanceFiltering.origin.lat, longitude: c.distanceFiltering.origin.lng, source: c.distanceFiltering.origin.source },
      stores_found: c.distanceFiltering.storesFound,
      stores_in_allowance: c.distanceFiltering.storesInAllowance,
      viable_stores: c.distanceFiltering.viableStores,
    },
    decision_log: c.decisionLog,
  };
}

/** Units of `to` per unit of `from`, to six significant figures: shown beside converted answers. */
function convertRate(from: CurrencyCode, to: CurrencyCode, rates: RatesTable): number {
  return Number((rates[to] / rates[from]).toPrecision(6));
}

function costAt(priceAt: Map<string, Map<string, number>>, itemIds: string[], storeId: string): number | null {
  let sum = 0;
  for (const id of itemIds) {
    const p = priceAt.get(id)?.get(storeId);
    if (p === undefined) return null;
    sum += p;
  }
  return sum;
}
