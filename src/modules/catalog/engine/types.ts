export type BaseUnit = "g" | "ml" | "each";

export interface Quantity {
  quantity: number;
  unit: BaseUnit;
}

/** The fields the engine reads; DemoProduct and DB product DTOs both satisfy it. */
export interface MatchableProduct {
  key: string;
  name: string;
  brand?: string | null;
  size?: string | null;
  /** Normalised pack quantity (g, ml or count). Parsed from the name when absent. */
  unitQuantity?: number | null;
  unit?: BaseUnit | null;
  /** Shop category ("frozen", "dairy"); lets "frozen peas" match peas kept in the frozen aisle. */
  category?: string | null;
  /** Catalogue tags ("organic", "free-range", "lactose-free"): attributes a brand name may carry. */
  tags?: readonly string[] | null;
}

export interface ParsedListItem {
  /** Normalised content tokens in order (sizes, counts and filler words removed). */
  tokens: string[];
  /** The word that names what is being bought ("milk" in "2L blue top milk"); null if none is known. */
  headNoun: string | null;
  /** Content tokens other than the head; each must be present in an acceptable product. */
  modifiers: string[];
  /** Filler/grade words ("fresh", "large") that only nudge the ranking. */
  softModifiers: string[];
  size?: Quantity;
  brand?: string;
}

export interface CandidateScore {
  acceptable: boolean;
  /** 0–1; higher is a closer match. Only meaningful between acceptable candidates. */
  score: number;
  reasons: string[];
}

export interface PricedCandidate<P extends MatchableProduct = MatchableProduct> {
  product: P;
  /** Shelf price of one pack, in cents. */
  priceCents?: number;
  /** Cents per kg, per L or per item (the prices.unit_price_cents column). Used when priceCents is absent. */
  unitPriceCents?: number;
}

export interface ChooseOptions {
  /** The shopper locked this exact product: nothing else is acceptable. */
  lockedProductKey?: string | null;
  /** The shopper locked a brand: only that brand's acceptable products. */
  lockedBrand?: string | null;
  /** Remembered earlier choice for this generic name (product_name_memory). */
  memoryProductKey?: string | null;
  /** How much dearer (per unit) a remembered product may be and still win. Default 0.1 (10%). */
  memoryTolerance?: number;
  /**
   * The line's score for a product, when the caller already has it (a line is priced at many
   * stores, and the answer does not depend on the store). Its acceptability and score must equal
   * `scoreCandidate(query, product)`'s (the reasons are not read).
   */
  scoreOf?: (product: MatchableProduct) => CandidateScore;
  /**
   * The shopper's country (NZ, AU, US): a text query is first put in that region's catalogue
   * words (regional.ts: "fizzy drink" in NZ, "jelly" in the US). Ignored for a parsed query.
   */
  country?: string | null;
}

export interface ChosenProduct<P extends MatchableProduct = MatchableProduct> {
  product: P;
  packs: number;
  costCents: number;
  /** Cents per kg / L / item. */
  unitPriceCents: number;
  unitPriceLabel: string;
  reason: string;
  score: number;
}
