import { formatMoney } from "@/modules/currency/engine";
import { type CurrencyCode } from "@/modules/currency/engine";
import { describeAmount, type OptimiserInput, type RadiusPlan, type ResolvedAmount } from "../engine";
import type {
  ComparisonDto, ComparisonOrigin, ComparisonDiagnostics, CompareOptionsDto, ItemLockView, ItemPricesDto, LineAmountDto, PlanStoreDto, PricedLine, SavingsDto,
  StoreSummaryDto, UncoveredItemDto,
} from "../dto";
import type { CompareItem, Offer, OfferMatrix } from "../offers/choose";
import { explainComparison } from "./explain";
import { MAX_RADIUS_KM } from "../schemas";

export interface StoreInfo {
  id: string;
  name: string;
  address: string;
  distanceKm: number;
  currency: CurrencyCode;
}

export type RadiusOutcome = RadiusPlan;

export interface BuildArgs {
  items: CompareItem[];
  lockNames: Map<string, ItemLockView>;
  stores: StoreInfo[];
  offers: OfferMatrix;
  currency: CurrencyCode;
  origin: ComparisonOrigin;
  radius: RadiusOutcome;
  optimiserInput: OptimiserInput;
  /** How many catalogue products each line could mean (before prices): tells "unknown item" from "not stocked". */
  acceptableCount: Map<string, number>;
  options: CompareOptionsDto;
  /** Each line's amount (decision 036). */
  amounts?: Map<string, ResolvedAmount | null>;
  region?: string | null;
  now: Date;
  diagnostics: ComparisonDiagnostics;
}

// Distances come from floating-point haversine; a store exactly on a radius step counts as inside.
const EPS_KM = 1e-9;

/** Turns the optimiser's plan (ids and cents) into what the screens show, with savings and reasons. */
export function buildComparisonDto(a: BuildArgs): ComparisonDto {
  const { result, distanceFiltering, decisionLog } = a.radius;
  const storeById = new Map(a.stores.map((s) => [s.id, s]));
  const itemById = new Map(a.items.map((i) => [i.id, i]));
  const listOrder = new Map(a.items.map((i, n) => [i.id, n]));

  const planStores: PlanStoreDto[] = result.stores
    .map((ps) => {
      const info = storeById.get(ps.id)!;
      const lines = [...ps.items]
        .sort((x, y) => listOrder.get(x)! - listOrder.get(y)!)
        .map((itemId) => toLine(itemById.get(itemId)!, a.offers.get(itemId)!.get(ps.id)!, lineAmount(a.amounts?.get(itemId) ?? null, a.region ?? null)?.label ?? null));
      return {
        storeId: ps.id, name: info.name, address: info.address, distanceKm: round2(info.distanceKm), currency: a.currency,
        items: lines, subtotalCents: ps.subtotalCents, visitCostCents: ps.visitCostCents,
      };
    })
    .sort((x, y) => x.distanceKm - y.distanceKm || x.name.localeCompare(y.name));

  const allowanceKm = distanceFiltering.finalDistanceKm;
  const savings = computeSavings(a, result.covered, result.itemsCostCents, planStores, allowanceKm);
  const uncovered = result.uncovered.map((id) => uncoveredReason(a, itemById.get(id)!));
  const storesConsidered = summariseStores(a, allowanceKm);

  return {
    currency: a.currency,
    stores: planStores,
    itemsCostCents: result.itemsCostCents,
    visitCostTotalCents: result.visitCostTotalCents,
    totalCents: result.totalCents,
    optimal: result.optimal,
    lowerBoundCents: Math.min(result.lowerBoundCents, result.totalCents),
    savings,
    uncovered,
    distanceFiltering: { ...distanceFiltering, origin: a.origin },
    decisionLog,
    explanation: explainComparison({ ...a, planStores, savings, allowanceKm }),
    items: a.items.map((i) => ({ listItemId: i.id, itemName: i.name, quantity: i.quantity, locks: a.lockNames.get(i.id)!, amount: lineAmount(a.amounts?.get(i.id) ?? null, a.region ?? null) })),
    itemPrices: itemPrices(a),
    storesConsidered,
    options: a.options,
    computedAt: a.now.toISOString(),
    diagnostics: a.diagnostics,
  };
}

function toLine(item: CompareItem, offer: Offer, lineAmountLabel: string | null): PricedLine {
  return {
    listItemId: item.id, itemName: item.name, quantity: item.quantity, productId: offer.product.productId, productName: offer.product.name,
    brand: offer.product.brand, packs: offer.packs, priceCents: offer.costCents, packPriceCents: offer.packPriceCents,
    unitPriceLabel: offer.unitPriceLabel, observedAt: offer.observedAt.toISOString(), source: offer.source, onSpecial: offer.onSpecial,
    specialEndsAt: offer.onSpecial && offer.validUntil ? offer.validUntil.toISOString() : null, reason: offer.reason,
    amount: offer.amount, packSize: offer.product.size, loose: offer.loose, lineAmountLabel, unitPrice: offer.unitPrice ?? null,
  };
}

function lineAmount(r: ResolvedAmount | null, region: string | null): LineAmountDto | null {
  if (!r) return null;
  return { value: r.total.value, unit: r.total.unit, label: describeAmount(r, region), source: r.source };
}

/** Savings against the cheapest single store (inside the same radius) that stocks every covered line. */
function computeSavings(a: BuildArgs, covered: string[], planItemsCents: number, planStores: PlanStoreDto[], allowanceKm: number): SavingsDto {
  const money = (c: number) => formatMoney(c, a.currency);
  if (!covered.length) return { comparedWith: null, savingsCents: null, summary: "No prices were found for your items nearby." };
  let best: { store: StoreInfo; total: number } | null = null;
  for (const store of a.stores) {
    if (store.distanceKm > allowanceKm + EPS_KM) continue;
    let total = 0;
    let complete = true;
    for (const itemId of covered) {
      const offer = a.offers.get(itemId)?.get(store.id);
      if (!offer) {
        complete = false;
        break;
      }
      total += offer.costCents;
    }
    if (complete && (!best || total < best.total)) best = { store, total };
  }
  if (!best) {
    return {
      comparedWith: null,
      savingsCents: null,
      summary: `No single store within ${fmtKm(allowanceKm)} stocks all ${covered.length} items, so splitting your list is the only way to get them all.`,
    };
  }
  const comparedWith = { storeId: best.store.id, name: best.store.name, distanceKm: round2(best.store.distanceKm), totalCents: best.total };
  const savingsCents = best.total - planItemsCents;
  const onlyStore = planStores.length === 1 && planStores[0].storeId === best.store.id;
  const summary = onlyStore
    ? `${best.store.name} is the cheapest single store within ${fmtKm(allowanceKm)} for your list (${money(best.total)}).`
    : savingsCents > 0
      ? `You save ${money(savingsCents)} vs shopping everything at ${best.store.name} (${money(best.total)}), the cheapest single store within ${fmtKm(allowanceKm)}.`
      : savingsCents === 0
        ? `Same price as shopping everything at ${best.store.name} (${money(best.total)}).`
        : `Your locks cost ${money(-savingsCents)} more than shopping everything at ${best.store.name} (${money(best.total)}).`;
  return { comparedWith, savingsCents, summary };
}

function uncoveredReason(a: BuildArgs, item: CompareItem): UncoveredItemDto {
  const stocked = a.offers.get(item.id)?.size ?? 0;
  const lock = a.lockNames.get(item.id);
  let reason: string;
  if (stocked === 0 && item.locks.productId) reason = `Locked to ${lock?.productName ?? "a product"}, which no store within ${MAX_RADIUS_KM} km stocks.`;
  else if (stocked === 0 && item.locks.brand) reason = `No store within ${MAX_RADIUS_KM} km stocks ${item.locks.brand} ${item.name}.`;
  else if (stocked === 0 && (a.acceptableCount.get(item.id) ?? 0) === 0) reason = `We couldn't find a product matching "${item.name}" — try a more common name.`;
  else if (stocked === 0) reason = `No store within ${MAX_RADIUS_KM} km has a current price for it.`;
  else reason = `Only stocked at stores the plan can't add (each store in a multi-store plan needs at least ${a.options.minItemsPerStore} items${a.options.maxStores ? `, at most ${a.options.maxStores} stores` : ""}).`;
  return { listItemId: item.id, itemName: item.name, quantity: item.quantity, reason };
}

function itemPrices(a: BuildArgs): ItemPricesDto[] {
  const storeById = new Map(a.stores.map((s) => [s.id, s]));
  return a.items.map((item) => {
    const cells = [...(a.offers.get(item.id) ?? new Map<string, Offer>()).values()]
      .map((o) => ({
        storeId: o.storeId, productId: o.product.productId, priceCents: o.costCents, productName: o.product.name, packs: o.packs, unitPriceLabel: o.unitPriceLabel,
        amount: o.amount, packSize: o.product.size, packQuantity: o.product.unitQuantity, loose: o.loose, unitPrice: o.unitPrice ?? null,
        observedAt: o.observedAt.toISOString(), source: o.source, specialEndsAt: o.onSpecial && o.validUntil ? o.validUntil.toISOString() : null,
      }))
      .sort((x, y) => x.priceCents - y.priceCents || storeById.get(x.storeId)!.distanceKm - storeById.get(y.storeId)!.distanceKm);
    return { listItemId: item.id, itemName: item.name, quantity: item.quantity, prices: cells, cheapestStoreId: cells[0]?.storeId ?? null };
  });
}

function summariseStores(a: BuildArgs, allowanceKm: number): StoreSummaryDto[] {
  return a.stores.map((s) => {
    let itemsStocked = 0;
    let totalCents = 0;
    for (const item of a.items) {
      const offer = a.offers.get(item.id)?.get(s.id);
      if (!offer) continue;
      itemsStocked++;
      totalCents += offer.costCents;
    }
    return { storeId: s.id, name: s.name, address: s.address, distanceKm: round2(s.distanceKm), itemsStocked, totalCents, withinAllowance: s.distanceKm <= allowanceKm + EPS_KM };
  });
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const fmtKm = (km: number) => `${Number.isInteger(km) ? km : km.toFixed(1)} km`;
