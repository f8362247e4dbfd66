/**
 * What the price-comparison screens and the scrape-prices route receive. Money is integer cents in
 * `currency`; dates travel as ISO strings so the DTO crosses the server/client edge unchanged.
 */
import type { CurrencyCode } from "@/modules/currency/engine";

export type PriceSource = "scrape" | "receipt" | "retailer" | "seed";

/** A shopper's locks on one list item; product and brand exclude each other, a store lock combines with either. */
export interface ItemLocks {
  productId: string | null;
  brand: string | null;
  storeId: string | null;
}

export interface ItemLockView extends ItemLocks {
  productName: string | null;
  storeName: string | null;
}

/** One list line as bought at one store. `priceCents` is the line total (packs × pack price). */
export interface PricedLine {
  listItemId: string;
  itemName: string;
  quantity: number;
  productId: string;
  productName: string;
  brand: string | null;
  packs: number;
  priceCents: number;
  packPriceCents: number;
  unitPriceLabel: string | null;
  observedAt: string;
  source: PriceSource;
  onSpecial: boolean;
  /** A special's stated end (prices.valid_until), ISO; null when not on special or no end is known (decision 054). */
  specialEndsAt?: string | null;
  /** Why this product was chosen at this store ("your saved choice", "cheapest per L"…). */
  reason: string;
  /** What is bought: packs × pack size, or the weight of loose produce (decision 036). */
  amount: AmountDto;
  /** The product's pack size as labelled ("2L", "per kg"), or null. */
  packSize: string | null;
  /** Sold by weight: the price is for `amount`. */
  loose: boolean;
  /** The line's amount as the plan shows it ("2 × 2 L"), the same at every store; null when nothing names one. */
  lineAmountLabel: string | null;
  /** Exact cents (in `currency`) per the unit the region's shelf labels use: the screens convert and show it. */
  unitPrice: UnitPriceDto | null;
}

/** A unit price in the region's units: "$3.79/gal", "$1.20/100g" once shown. */
export interface UnitPriceDto {
  cents: number;
  per: "kg" | "100g" | "L" | "100mL" | "lb" | "oz" | "gal" | "fl oz" | "ea";
}

/** An amount of a product family: grams, millilitres or items. */
export interface AmountDto {
  value: number;
  unit: "g" | "ml" | "each";
}

/** What a list line is priced for at every store: "Milk ×2 → 2 × 2 L". */
export interface LineAmountDto extends AmountDto {
  /** "2 × 2 L", "1 kg", "12". */
  label: string;
  /** Where it came from: a size typed in the line, the remembered product, the region's usual pack, a locked product. */
  source: "typed" | "remembered" | "usual" | "locked";
}

export interface PlanStoreDto {
  storeId: string;
  name: string;
  address: string;
  distanceKm: number;
  currency: CurrencyCode;
  items: PricedLine[];
  subtotalCents: number;
  visitCostCents: number;
}

export interface SavingsDto {
  /** The cheapest single store that stocks every item the plan covers, if any does. */
  comparedWith: { storeId: string; name: string; distanceKm: number; totalCents: number } | null;
  /** Items cost at that store minus the plan's items cost (visit costs are a preference, not money spent). */
  savingsCents: number | null;
  summary: string;
}

export interface DistanceFilteringDto {
  initialDistanceKm: number;
  finalDistanceKm: number;
  maxDistanceKm: number;
  storesFound: number;
  storesInAllowance: number;
  viableStores: number;
  origin: ComparisonOrigin;
}

export interface ComparisonOrigin {
  lat: number;
  lng: number;
  label: string;
  /** Where the location came from: the profile, an address sent by the caller, or the sample city. */
  source: "profile" | "address" | "sample";
}

export interface UncoveredItemDto {
  listItemId: string;
  itemName: string;
  quantity: number;
  reason: string;
  /** Up to three products to use instead, priced in range (decision 054); empty when none is sold nearby. */
  substitutes?: SubstituteDto[];
}

/** A suggested substitute: one pack at its cheapest plan store (else the cheapest store in range). */
export interface SubstituteDto {
  productId: string;
  name: string;
  size: string | null;
  storeId: string;
  storeName: string;
  priceCents: number;
  atPlanStore: boolean;
  kin: "family" | "category";
}

/** A store within the search radius and what it would charge for the lines it can supply. */
export interface StoreSummaryDto {
  storeId: string;
  name: string;
  address: string;
  distanceKm: number;
  itemsStocked: number;
  totalCents: number;
  withinAllowance: boolean;
}

export interface ItemPriceCell {
  storeId: string;
  productId: string;
  priceCents: number;
  productName: string;
  packs: number;
  unitPriceLabel: string | null;
  amount: AmountDto;
  packSize: string | null;
  /** The quantity one pack (or, loose, the priced weight) holds, in the amount's unit. */
  packQuantity: number;
  loose: boolean;
  unitPrice: UnitPriceDto | null;
  /** When and where the price was observed: every shown price names its source and age. */
  observedAt: string;
  source: PriceSource;
  /** A special's stated end, ISO (decision 054). */
  specialEndsAt?: string | null;
}

export interface ItemPricesDto {
  listItemId: string;
  itemName: string;
  quantity: number;
  prices: ItemPriceCell[];
  cheapestStoreId: string | null;
}

export interface ComparisonItemDto {
  listItemId: string;
  itemName: string;
  quantity: number;
  locks: ItemLockView;
  /** The amount every store is priced for (null: nothing names one, e.g. no product matched). */
  amount: LineAmountDto | null;
  /** The substitute the shopper chose for this line (decision 054): the line is priced as this product. */
  substitute?: { productId: string; name: string } | null;
  /**
   * Products the shopper excluded for this line (decision 058). `substitutes`: suggestions while the
   * line is still priced without them; null when the line is uncovered (its suggestions are there).
   */
  excluded?: { products: { productId: string; name: string }[]; substitutes: SubstituteDto[] | null } | null;
}

export interface CompareOptionsDto {
  visitCostCents: number;
  maxStores: number | null;
  minItemsPerStore: number;
  /** "Bigger packs when cheaper per unit" (off by default). */
  biggerPacks: boolean;
}

/** Where the server time went (milliseconds) and how much data it touched, for the benchmark and logs. */
export interface ComparisonDiagnostics {
  /** Stores in radius, candidate products and remembered choices: three concurrent statements. */
  searchMs: number;
  /** Deciding which candidate products each line could mean. */
  scoringMs: number;
  /** Current prices of the acceptable products at the stores in reach (SQL, 0 when every line's offers were memoised)… */
  pricesSqlMs: number;
  /** …and the product to buy per (line, store). */
  choosingMs: number;
  optimiseMs: number;
  totalMs: number;
  /** Products scored this time (0 when every line's matches came from the match cache). */
  candidateProducts: number;
  acceptableProducts: number;
  priceRows: number;
  /** Lines whose candidate products came from the match memo, and whose offers from the offer memo. */
  cachedMatchLines: number;
  cachedOfferLines: number;
  /** Lines the offer memo answered at some stores in reach, priced at the others. */
  partialOfferLines: number;
  /** Where the lines not memoised were searched: the in-memory catalogue index, SQL, or nowhere (all memoised). */
  catalogueSearch: "index" | "sql" | "none";
  /** Stores whose offers were ranked from their price slice (in memory), and in the offer query (SQL). */
  slicedStores: number;
  sqlStores: number;
}

export interface ComparisonDto {
  currency: CurrencyCode;
  stores: PlanStoreDto[];
  itemsCostCents: number;
  visitCostTotalCents: number;
  totalCents: number;
  optimal: boolean;
  lowerBoundCents: number;
  savings: SavingsDto;
  uncovered: UncoveredItemDto[];
  distanceFiltering: DistanceFilteringDto;
  decisionLog: string[];
  /** "Why these stores?" sentences, drawn from the plan and the decision log. */
  explanation: string[];
  items: ComparisonItemDto[];
  itemPrices: ItemPricesDto[];
  storesConsidered: StoreSummaryDto[];
  options: CompareOptionsDto;
  computedAt: string;
  diagnostics: ComparisonDiagnostics;
}

/**
 * What Best Savings' view needs of a comparison: the plan, without every store's price for every
 * line (itemPrices, storesConsidered — /compare and the scrape-prices API use those). They were
 * five sixths of the page's serialized props, rendered and sent on every view.
 */
export type PlanDto = Omit<ComparisonDto, "itemPrices" | "storesConsidered">;
