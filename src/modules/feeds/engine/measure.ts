/**
 * `unit_pricing_measure` / `unit_pricing_base_measure` ("750 ml", "1kg", "12 ct", "1 lb", "100g",
 * "1 l") in Google's units — weight oz lb mg g kg, volume floz pt qt gal ml cl l cbm, length in ft yd
 * cm m, area sqft sqm, count ct — and the size a product's title states ("Milk 2L", "6 x 330ml"),
 * to cross-check the two.
 */
import { parseSize } from "@/modules/scraping/engine";
import type { Measure } from "./types";

type Dimension = "weight" | "volume" | "length" | "area" | "count";

/** Canonical unit → dimension and factor to the dimension's base (g, ml, cm, sqm, count). */
const UNITS: Record<string, { dim: Dimension; factor: number }> = {
  mg: { dim: "weight", factor: 0.001 },
  g: { dim: "weight", factor: 1 },
  kg: { dim: "weight", factor: 1000 },
  oz: { dim: "weight", factor: 28.349523125 },
  lb: { dim: "weight", factor: 453.59237 },
  ml: { dim: "volume", factor: 1 },
  cl: { dim: "volume", factor: 10 },
  l: { dim: "volume", factor: 1000 },
  cbm: { dim: "volume", factor: 1_000_000 },
  floz: { dim: "volume", factor: 29.5735295625 },
  pt: { dim: "volume", factor: 473.176473 },
  qt: { dim: "volume", factor: 946.352946 },
  gal: { dim: "volume", factor: 3785.411784 },
  cm: { dim: "length", factor: 1 },
  m: { dim: "length", factor: 100 },
  in: { dim: "length", factor: 2.54 },
  ft: { dim: "length", factor: 30.48 },
  yd: { dim: "length", factor: 91.44 },
  sqm: { dim: "area", factor: 1 },
  sqft: { dim: "area", factor: 0.09290304 },
  ct: { dim: "count", factor: 1 },
};

const ALIASES: Record<string, string> = {
  gr: "g", gram: "g", grams: "g", gm: "g", gms: "g",
  kgs: "kg", kilo: "kg", kilos: "kg", kilogram: "kg", kilograms: "kg",
  lbs: "lb", pound: "lb", pounds: "lb", ounce: "oz", ounces: "oz",
  milliliter: "ml", millilitre: "ml", milliliters: "ml", millilitres: "ml", mls: "ml",
  lt: "l", ltr: "l", litre: "l", liter: "l", litres: "l", liters: "l",
  "fl oz": "floz", "fl.oz": "floz", "fl. oz": "floz", "fl.oz.": "floz", pint: "pt", quart: "qt", gallon: "gal",
  m2: "sqm", "m²": "sqm", ft2: "sqft", m3: "cbm", "m³": "cbm",
  count: "ct", each: "ct", ea: "ct", pc: "ct", pcs: "ct", piece: "ct", pieces: "ct", item: "ct", items: "ct", pk: "ct", pack: "ct", unit: "ct", units: "ct",
};

export function canonicalUnit(raw: string): string | null {
  const u = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (UNITS[u]) return u;
  return ALIASES[u] ?? ALIASES[u.replace(/\s/g, "")] ?? null;
}

/** "750 ml" → {value: 750, unit: "ml"}; null when it is not a number and a known unit. */
export function parseMeasure(raw: string): Measure | null {
  const m = /^(\d+(?:[.,]\d+)?|\.\d+)\s*([a-zA-Z²³][a-zA-Z.²³ ]*?)\.?$/.exec(raw.trim());
  if (!m) return null;
  const unit = canonicalUnit(m[2]);
  const value = Number(m[1].replace(",", "."));
  if (!unit || !(value > 0)) return null;
  return { value, unit };
}

export function dimensionOf(m: Measure): Dimension {
  return UNITS[m.unit].dim;
}

/** The measure in its dimension's base unit (g, ml, cm, sqm, count). */
function baseQuantity(m: Measure): number {
  return m.value * UNITS[m.unit].factor;
}

/** The size a title states, as a measure in g / ml / ct; null when there is none (or several differ). */
export function sizeFromTitle(title: string): { quantity: number; dim: Dimension; text: string } | null {
  const text = title.replace(/\u00a0/g, " ");
  const pattern = /(\d+\s*[x×]\s*)?\d+(?:[.,]\d+)?\s*(?:fl\.?\s?oz|[a-zA-Z]+)\b/g;
  const found: { quantity: number; dim: Dimension; text: string }[] = [];
  for (const match of text.matchAll(pattern)) {
    const size = parseSize(match[0]);
    if (!size || size.perUnit) continue;
    found.push({ quantity: size.quantity, dim: size.measure, text: match[0].trim() });
  }
  if (found.length === 0) return null;
  // "Coke 12 x 330ml" also matches "330ml" alone after the pack; the first (longest) wins.
  return found[0];
}

/** A message when the measure disagrees with the title's size (dimension, or quantity beyond 2%). */
export function crossCheckMeasure(measure: Measure, title: string | null, what: string): string | null {
  if (!title) return null;
  const size = sizeFromTitle(title);
  if (!size) return null;
  const dim = dimensionOf(measure);
  const label = `${measure.value} ${measure.unit}`;
  if (dim !== size.dim) return `${what} ${label} is a ${dim} but the title's size "${size.text}" is a ${size.dim}`;
  const q = baseQuantity(measure);
  if (Math.abs(q - size.quantity) / size.quantity > 0.02) return `${what} ${label} does not match the title's size "${size.text}"`;
  return null;
}
