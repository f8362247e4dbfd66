/**
 * Sizes and unit prices as grocery sites print them: "500g", "1.5L", "6 x 330ml", "12pk", "each",
 * "per kg", "2.5 lb", "64 fl oz". Weight is compared per kg, volume per L, counted items per each,
 * unless the page itself shows another basis (then the page's is kept).
 */

export type UnitType = "kg" | "g" | "100g" | "L" | "ml" | "100ml" | "lb" | "oz" | "each";

export interface ParsedSize {
  /** grams, millilitres or a count */
  quantity: number;
  measure: "weight" | "volume" | "count";
  /** Sold by weight at the counter ("per kg", "per lb", "kg"): the price is already per unit. */
  perUnit: UnitType | null;
}

const WEIGHT_G: Record<string, number> = { g: 1, gm: 1, gms: 1, gram: 1, grams: 1, kg: 1000, kgs: 1000, lb: 453.592, lbs: 453.592, oz: 28.3495 };
const VOLUME_ML: Record<string, number> = { ml: 1, mls: 1, cl: 10, l: 1000, lt: 1000, ltr: 1000, litre: 1000, liter: 1000, "fl oz": 29.5735, floz: 29.5735, gal: 3785.41 };
const COUNT = new Set(["pk", "pack", "ct", "count", "pc", "pcs", "pieces", "each", "ea", "x", "eggs", "rolls", "bags", "sachets", "capsules", "tabs"]);

const UNIT_ALIASES: Record<string, UnitType> = {
  kg: "kg", kgs: "kg", kilo: "kg", kilogram: "kg", "1kg": "kg",
  g: "g", gm: "g", gram: "g", "100g": "100g", "100gm": "100g", "100 g": "100g",
  l: "L", lt: "L", ltr: "L", litre: "L", liter: "L", "1l": "L",
  ml: "ml", "100ml": "100ml", "100 ml": "100ml",
  lb: "lb", lbs: "lb", pound: "lb", oz: "oz",
  each: "each", ea: "each", item: "each", unit: "each", pc: "each", piece: "each", "1ea": "each",
};

/** "Kg", "100 g", "ea", "litre" → a canonical unit type, or null when it is not one. */
export function normaliseUnitType(text: string | null | undefined): UnitType | null {
  if (!text) return null;
  const key = text.toLowerCase().replace(/\s+/g, " ").trim().replace(/^per\s+|^\/\s*/, "").replace(/\.$/, "");
  return UNIT_ALIASES[key] ?? UNIT_ALIASES[key.replace(/\s/g, "")] ?? null;
}

function measureOf(unit: string): { measure: ParsedSize["measure"]; factor: number } | null {
  const u = unit.toLowerCase().replace(/\.$/, "");
  if (u in WEIGHT_G) return { measure: "weight", factor: WEIGHT_G[u] };
  if (u in VOLUME_ML) return { measure: "volume", factor: VOLUME_ML[u] };
  if (COUNT.has(u)) return { measure: "count", factor: 1 };
  return null;
}

const SIMPLE = /^(\d+(?:[.,]\d+)?)\s*(fl\.?\s?oz|[a-z]+)\.?$/i;
const MULTI = /^(\d+)\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(fl\.?\s?oz|[a-z]+)\.?$/i;

/** Parses a printed size; null when the text is not a size we understand. */
export function parseSize(text: string | null | undefined): ParsedSize | null {
  if (!text) return null;
  const t = text.replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
  if (!t || t.length > 40) return null;
  if (t === "each" || t === "ea" || t === "bunch" || t === "single") return { quantity: 1, measure: "count", perUnit: null };
  if (t === "dozen") return { quantity: 12, measure: "count", perUnit: null };
  const perWeight = /^(?:per|\/)\s*(kg|lb|100g|100 g)$/.exec(t) ?? (/^(kg|lb)$/.test(t) ? [t, t] : null);
  if (perWeight) {
    const unit = normaliseUnitType(perWeight[1])!;
    const grams = unit === "kg" ? 1000 : unit === "lb" ? 453.592 : 100;
    return { quantity: grams, measure: "weight", perUnit: unit };
  }
  const multi = MULTI.exec(t);
  if (multi) {
    const m = measureOf(multi[3].replace(/\.\s?/, " ").replace("fl oz", "fl oz"));
    if (!m) return null;
    return { quantity: Number(multi[1]) * Number(multi[2].replace(",", ".")) * m.factor, measure: m.measure, perUnit: null };
  }
  const simple = SIMPLE.exec(t);
  if (simple) {
    const unit = simple[2].replace(/fl\.?\s?oz/, "fl oz");
    const m = measureOf(unit);
    if (!m) return null;
    const quantity = Number(simple[1].replace(",", ".")) * m.factor;
    return quantity > 0 ? { quantity, measure: m.measure, perUnit: null } : null;
  }
  return null;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The unit price implied by a pack price and its size: per kg, per L or each. */
export function deriveUnitPrice(price: number, size: ParsedSize | null): { unitPrice: number; unitType: UnitType } | null {
  if (!size || !(price > 0)) return null;
  if (size.perUnit) return { unitPrice: round2(price), unitType: size.perUnit };
  if (size.measure === "weight") return { unitPrice: round2((price * 1000) / size.quantity), unitType: "kg" };
  if (size.measure === "volume") return { unitPrice: round2((price * 1000) / size.quantity), unitType: "L" };
  return { unitPrice: round2(price / size.quantity), unitType: "each" };
}
