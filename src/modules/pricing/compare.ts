import "server-only";
import type { Db } from "@/server/db";
import { FALLBACK_RATES, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { formatMoney } from "@/modules/currency/engine";
import { findStoresWithinRadius } from "@/modules/stores";
import { planWithRadius, regionOfCurrency } from "./engine";
import { applyToCatalogueIndex, clearCatalogueIndex, resetCatalogueIndex, loadChangedProducts, loadDataVersions, type DataVersions, type ProductRow } from "@/modules/catalog";
import { catalogueVersion, CATCH_UP_LIMIT, clearMatchCache, finishCatalogueSync, planCatalogueSync } from "@/modules/catalog/shared";
import { clearOfferCache, syncPriceVersion } from "./offers/cache";
import { clearPriceSlices } from "./offers/slices";
import { loadNameMemory } from "./offers/memory";
import { prepareItems, type CompareItem, type PreparedItem } from "./offers/choose";
import { planMatches, priceLines, resolveMatches, searchMisses } from "./offers/source";
import { buildComparisonDto, type StoreInfo } from "./comparison/plan-view";
import { toOptimiserInput } from "./comparison/optimiser-input";
import { addSubstitutes } from "./comparison/substitutes";
import type { ComparisonDto, ComparisonOrigin, ItemLockView } from "./dto";
import { MAX_RADIUS_KM, MIN_ITEMS_PER_STORE, RADIUS_STEPS_KM } from "./schemas";

export interface CompareListInput {
  /** Whose remembered choices apply; null compares with the catalogue-wide memory only. */
  actor: { userId: string } | null;
  items: (Omit<CompareItem, "locks"> & { locks?: Partial<ItemLockView> })[];
  origin: ComparisonOrigin;
  /** The shopper's country (profile country code): their regional words are read in its sense. */
  country?: string | null;
  options: { visitCostCents?: number; maxStores?: number | null; minItemsPerStore?: number; biggerPacks?: boolean };
  /** Used only when the stores in reach price in more than one currency. */
  userCurrency?: CurrencyCode;
  rates?: RatesTable;
  now?: Date;
  /** Options kept per (line, store, unit) by the offer query; null keeps all and bypasses the offer memo (tests compare both). */
  topK?: number | null;
}

const STORE_LIMIT = 200;
/** Ties are kept on top of this; see loadOfferRows. */
const DEFAULT_TOP_K = 3;

/** Empties the per-process match and offer memos (tests and benchmarks). */
export function clearComparisonCaches(): void {
  clearMatchCache();
  clearOfferCache();
  clearCatalogueIndex();
  clearPriceSlices();
}

/**
 * Brings the match memo up to date with the catalogue (nothing, record, catch up, or start over);
 * the in-memory catalogue index follows whatever the memo decided.
 */
async function syncCatalogue(db: Db, versions: DataVersions): Promise<void> {
  const step = planCatalogueSync(versions);
  if (step.kind === "none") return;
  const changed = step.kind === "catch-up" ? await loadChangedProducts(db, new Date(step.since), CATCH_UP_LIMIT + 1) : step.kind === "init" ? [] : null;
  const outcome = finishCatalogueSync(versions, changed);
  if (outcome === "reset") resetCatalogueIndex(db);
  else if (outcome === "caught-up" && changed) applyToCatalogueIndex(changed);
}

/**
 * The Best Savings computation: stores within 30 km (nearest first), the catalogue products each
 * line could mean, their current prices at those stores cut down to what the chooser can pick (from
 * the in-memory price slices, or in SQL for a store whose slice is not current), the product a
 * shopper would accept per (line, store), then the proven-cheapest store mix with the radius growing
 * from 5 km only while items stay uncovered. What each line could mean is memoised until the
 * catalogue changes, and each line's offers until a price at that store changes, so a repeat
 * comparison costs three small statements plus the optimiser.
 */
export async function compareList(db: Db, input: CompareListInput): Promise<ComparisonDto> {
  const t0 = performance.now();
  const items: CompareItem[] = input.items.map((i) => {
    // A chosen substitute prices the line as that product; a product lock of the shopper's own wins over it.
    const substituteProductId = i.locks?.productId ? null : (i.substituteProductId ?? null);
    return {
      id: i.id,
      name: i.name,
      quantity: Math.max(1, Math.floor(i.quantity)),
      locks: { productId: i.locks?.productId ?? substituteProductId, brand: substituteProductId ? null : (i.locks?.brand ?? null), storeId: i.locks?.storeId ?? null },
      substituteProductId,
      excluded: i.excluded ?? [],
    };
  });
  const prepared = prepareItems(items, input.country ?? null);
  const topK = input.topK === undefined ? DEFAULT_TOP_K : input.topK;

  // Remembered choices and stores in reach do not depend on the memos: in flight meanwhile.
  const around = Promise.all([
    loadNameMemory(db, input.actor ?? null, prepared.map((p) => p.memoryKey)),
    findStoresWithinRadius(db, { lat: input.origin.lat, lng: input.origin.lng }, MAX_RADIUS_KM, { limit: STORE_LIMIT }),
  ]);
  around.catch(() => undefined); // awaited below; this only keeps a failure meanwhile from going unhandled
  // Checked before any memo is used, so a catalogue or price change since the last request drops stale ones.
  const versions = await loadDataVersions(db);
  await syncCatalogue(db, versions);
  const seenVersion = catalogueVersion();
  syncPriceVersion(versions.prices === null || versions.catalogue === null ? null : `${versions.prices}/${versions.catalogue}`);
  const plan = planMatches(prepared);
  const search = await searchMisses(db, plan);
  const [memory, found] = await around;
  const t1 = performance.now();

  const matched = resolveMatches(prepared, plan, search, seenVersion);
  const stores: StoreInfo[] = found.stores.map((s) => ({ id: s.id, name: s.name, address: s.address, distanceKm: s.distanceKm, currency: s.currency }));
  const currency = pickCurrency(stores, input.userCurrency);
  const t2 = performance.now();

  const biggerPacks = input.options.biggerPacks === true;
  const now = input.now ?? new Date();
  const region = regionOfCurrency(stores[0]?.currency ?? currency) ?? input.country?.toUpperCase() ?? null;
  const priced = await priceLines(db, {
    items: prepared, matched, storeIds: stores.map((s) => s.id), memory, currency, rates: input.rates ?? FALLBACK_RATES, topK, useCache: topK === DEFAULT_TOP_K,
    region, allowBigger: biggerPacks, now,
  });
  const offers = priced.offers;
  const t4 = performance.now();

  const visitCostCents = Math.max(0, Math.floor(input.options.visitCostCents ?? 0));
  const maxStores = input.options.maxStores ?? null;
  const minItemsPerStore = input.options.minItemsPerStore ?? MIN_ITEMS_PER_STORE;
  const optimiserInput = toOptimiserInput(items, stores, offers, { visitCostCents, maxStores, minItemsPerStore });
  const storeNames = new Map(stores.map((s) => [s.id, s.name]));
  const itemNames = new Map(items.map((i) => [i.id, i.name]));
  // A product or brand lock narrows a line's choices; it must never widen the area searched (a
  // wider area could make the whole plan cheaper than the unlocked one, decision 036). The radius
  // is the one the list needs without those locks (its offers are usually memoised already).
  let steps: number[] = [...RADIUS_STEPS_KM];
  if (items.some((i) => i.locks.productId || i.locks.brand)) {
    const free = prepared.map((p) => ({ ...p, locks: { ...p.locks, productId: null, brand: null } }));
    const freePriced = await priceLines(db, {
      items: free, matched: { ...matched, pools: matched.acceptable }, storeIds: stores.map((s) => s.id), memory, currency, rates: input.rates ?? FALLBACK_RATES, topK,
      useCache: topK === DEFAULT_TOP_K, region, allowBigger: biggerPacks, now,
    });
    const freeInput = toOptimiserInput(free, stores, freePriced.offers, { visitCostCents, maxStores, minItemsPerStore });
    const freeKm = planWithRadius(freeInput, { steps }).distanceFiltering.finalDistanceKm;
    steps = steps.filter((km) => km <= freeKm);
  }
  const radius = planWithRadius(optimiserInput, {
    steps,
    formatMoney: (cents) => formatMoney(cents, currency),
    storeName: (id) => storeNames.get(id) ?? id,
    itemName: (id) => itemNames.get(id) ?? id,
  });
  const t5 = performance.now();

  const dto = buildComparisonDto({
    items,
    lockNames: lockLabels(prepared, stores, matched.byId),
    stores,
    offers,
    currency,
    origin: input.origin,
    radius,
    optimiserInput,
    acceptableCount: new Map(prepared.map((p, i) => [p.id, matched.pools[i].length])),
    options: { visitCostCents, maxStores, minItemsPerStore, biggerPacks },
    amounts: new Map(priced.items.map((p) => [p.id, p.amount ?? null])),
    region,
    now,
    diagnostics: {
      searchMs: t1 - t0, scoringMs: t2 - t1, pricesSqlMs: priced.sqlMs, choosingMs: t4 - t2 - priced.sqlMs, optimiseMs: t5 - t4, totalMs: performance.now() - t0,
      candidateProducts: matched.scored, acceptableProducts: matched.pools.reduce((n, p) => n + p.length, 0), priceRows: priced.priceRows,
      cachedMatchLines: plan.misses.length ? prepared.length - plan.misses.length : prepared.length, cachedOfferLines: priced.cachedLines, partialOfferLines: priced.partialLines,
      catalogueSearch: search?.source ?? "none", slicedStores: priced.slicedStores, sqlStores: priced.sqlStores,
    },
  });
  return withSubstitutes(db, dto, { prepared, matched, priced, stores, currency, rates: input.rates ?? FALLBACK_RATES, now });
}

/**
 * Suggestions for the lines no store in range prices and for the lines with an excluded product
 * (decisions 054, 058), and the substitutes already chosen. Sample items (not a saved list) get
 * suggestions too; only saved lines can keep a choice. One substitutes query serves both.
 */
async function withSubstitutes(
  db: Db,
  dto: ComparisonDto,
  a: { prepared: PreparedItem[]; matched: { acceptable: ProductRow[][]; byId: (id: string) => ProductRow | undefined }; priced: { offers: Map<string, Map<string, unknown>>; items: PreparedItem[] }; stores: StoreInfo[]; currency: CurrencyCode; rates: RatesTable; now: Date },
): Promise<ComparisonDto> {
  const amounts = new Map(a.priced.items.map((p) => [p.id, p.amount ?? null]));
  const lines = new Map(
    a.prepared.map((p, i) => [
      p.id,
      { id: p.id, family: a.matched.acceptable[i] ?? [], amount: amounts.get(p.id) ?? null, lockedProductId: p.locks.productId, excludedIds: p.excluded?.map((e) => e.productId) ?? [] },
    ]),
  );
  const excludedLines = a.prepared.filter((p) => p.excluded?.length);
  const uncoveredIds = new Set(dto.uncovered.map((u) => u.listItemId));
  // A line still priced without its excluded product is asked for suggestions too: the shopper may prefer one.
  const coveredExcluded = excludedLines.filter((p) => !uncoveredIds.has(p.id)).map((p) => ({ listItemId: p.id, itemName: p.name, quantity: p.quantity, reason: "" }));
  const excludedIds = new Set(coveredExcluded.map((u) => u.listItemId));
  const pricedLines = new Set([...a.priced.offers].filter(([id, byStore]) => byStore.size > 0 && !excludedIds.has(id)).map(([id]) => id));
  const suggested = await addSubstitutes(db, [...dto.uncovered, ...coveredExcluded], {
    lines, pricedLines, storeIds: a.stores.map((s) => s.id), storeNames: new Map(a.stores.map((s) => [s.id, s.name])),
    planStoreIds: new Set(dto.stores.map((s) => s.storeId)), currency: a.currency, rates: a.rates, now: a.now,
  });
  const uncovered = suggested.slice(0, dto.uncovered.length);
  const forCovered = new Map(suggested.slice(dto.uncovered.length).map((u) => [u.listItemId, u.substitutes ?? []]));
  const chosen = new Map(a.prepared.filter((p) => p.substituteProductId).map((p) => [p.id, p.substituteProductId!]));
  const excluded = new Map(excludedLines.map((p) => [p.id, p.excluded!]));
  const items = chosen.size || excluded.size
    ? dto.items.map((i) => {
        const id = chosen.get(i.listItemId);
        const out = id ? { ...i, substitute: { productId: id, name: a.matched.byId(id)?.name ?? "" } } : i;
        const products = excluded.get(i.listItemId);
        return products ? { ...out, excluded: { products, substitutes: forCovered.get(i.listItemId) ?? null } } : out;
      })
    : dto.items;
  return { ...dto, uncovered, items };
}

/** One city has one currency; when the stores in reach mix currencies, show the shopper's. */
function pickCurrency(stores: StoreInfo[], userCurrency: CurrencyCode | undefined): CurrencyCode {
  const seen = new Set<CurrencyCode>(stores.map((s) => s.currency));
  if (seen.size === 1) return [...seen][0];
  return userCurrency ?? stores[0]?.currency ?? "USD";
}

function lockLabels(items: PreparedItem[], stores: StoreInfo[], byId: (id: string) => ProductRow | undefined): Map<string, ItemLockView> {
  const storeNames = new Map(stores.map((s) => [s.id, s.name]));
  return new Map(
    items.map((i) => [
      i.id,
      {
        ...i.locks,
        // A chosen substitute is not a lock the shopper set (the lock menu shows the shopper's own locks).
        ...(i.substituteProductId ? { productId: null } : {}),
        productName: i.locks.productId && !i.substituteProductId ? (byId(i.locks.productId)?.name ?? null) : null,
        storeName: i.locks.storeId ? (storeNames.get(i.locks.storeId) ?? null) : null,
      },
    ]),
  );
}
