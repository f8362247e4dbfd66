import type { BaseUnit, Quantity } from "./types";

/**
 * Pack sizes in free text: "2L", "2 l", "2000ml", "500g", "0.5kg", "1 lb", "64 fl oz", "1 gal",
 * "half gallon", "6 x 125g", "6pk", "12 ct", "x12", "dozen", "per kg". Returns the normalised
 * quantity and the text with the size removed.
 */
const FACTORS: Record<string, [number, BaseUnit]> = {
  g: [1, "g"], gm: [1, "g"], gms: [1, "g"], gram: [1, "g"], grams: [1, "g"], gr: [1, "g"],
  kg: [1000, "g"], kgs: [1000, "g"], kilo: [1000, "g"], kilos: [1000, "g"], kilogram: [1000, "g"], kilograms: [1000, "g"],
  mg: [0.001, "g"],
  lb: [453.6, "g"], lbs: [453.6, "g"], pound: [453.6, "g"], pounds: [453.6, "g"],
  oz: [28.35, "g"], ounce: [28.35, "g"], ounces: [28.35, "g"],
  ml: [1, "ml"], mls: [1, "ml"], millilitre: [1, "ml"], millilitres: [1, "ml"], milliliter: [1, "ml"], milliliters: [1, "ml"],
  cl: [10, "ml"],
  l: [1000, "ml"], lt: [1000, "ml"], ltr: [1000, "ml"], litre: [1000, "ml"], litres: [1000, "ml"], liter: [1000, "ml"], liters: [1000, "ml"],
  "fl oz": [29.57, "ml"], floz: [29.57, "ml"],
  gal: [3785.4, "ml"], gallon: [3785.4, "ml"], gallons: [3785.4, "ml"],
  qt: [946.4, "ml"], quart: [946.4, "ml"], quarts: [946.4, "ml"],
  pt: [473.2, "ml"], pint: [473.2, "ml"], pints: [473.2, "ml"],
};

const COUNT_WORDS = "pk|pack|packs|pkt|ct|count|pc|pcs|pieces|piece|ea|each|cnt";
const MEASURE_WORDS = Object.keys(FACTORS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(" ", "\\s?\\.?\\s?"))
  .join("|");

const NUM = "(\\d+(?:[.,]\\d+)?|\\d*\\.\\d+)";
const MULTIPACK = new RegExp(`\\b(\\d+)\\s*[x×]\\s*${NUM}\\s*(${MEASURE_WORDS})\\b`, "i");
const MEASURE = new RegExp(`(?<![a-z0-9.])${NUM}\\s*(${MEASURE_WORDS})\\b`, "i");
const HALF_GALLON = /\b(?:half|1\/2)\s*(?:a\s+)?gal(?:lon)?s?\b/i;
const COUNT = new RegExp(`\\b(\\d+)\\s*(?:${COUNT_WORDS})\\b`, "i");
const TIMES = /(?:^|\s)[x×]\s*(\d+)\b|\b(\d+)\s*[x×](?=\s|$)/i;
const DOZEN = /\b(?:(\d+(?:\.\d+)?|half|a)\s+)?(?:dozen|doz)\b/i;
const PER_UNIT = /\b(?:per|\/)\s*(kg|lb|100g|each|ea)\b|\/(kg|lb)\b/i;
const LEADING_COUNT = /^\s*(\d+)\s+(?=[a-z])/i;

function toNumber(text: string): number {
  return Number(text.replace(",", "."));
}

function measure(amount: number, unitWord: string): Quantity {
  const key = unitWord.toLowerCase().replace(/[\s.]+/g, " ").trim();
  const [factor, unit] = FACTORS[key] ?? FACTORS[key.replace(" ", "")];
  return { quantity: Math.round(amount * factor * 100) / 100, unit };
}

export interface SizeExtraction {
  size?: Quantity;
  rest: string;
}

function cut(text: string, match: RegExpExecArray): string {
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
}

/** `leadingCount` lets list items read "12 eggs" as a count; product names never start that way. */
export function extractSize(text: string, opts: { leadingCount?: boolean } = {}): SizeExtraction {
  let m = MULTIPACK.exec(text);
  if (m) {
    const inner = measure(toNumber(m[2]), m[3]);
    return { size: { quantity: Number(m[1]) * inner.quantity, unit: inner.unit }, rest: cut(text, m) };
  }
  if ((m = HALF_GALLON.exec(text))) return { size: { quantity: 1892.7, unit: "ml" }, rest: cut(text, m) };
  if ((m = MEASURE.exec(text))) return { size: measure(toNumber(m[1]), m[2]), rest: cut(text, m) };
  if ((m = DOZEN.exec(text))) {
    const n = m[1] === undefined || m[1] === "a" ? 1 : m[1] === "half" ? 0.5 : toNumber(m[1]);
    return { size: { quantity: Math.round(n * 12), unit: "each" }, rest: cut(text, m) };
  }
  if ((m = COUNT.exec(text))) return { size: { quantity: Number(m[1]), unit: "each" }, rest: cut(text, m) };
  if ((m = TIMES.exec(text))) return { size: { quantity: Number(m[1] ?? m[2]), unit: "each" }, rest: cut(text, m) };
  if ((m = PER_UNIT.exec(text))) {
    const unit = (m[1] ?? m[2]).toLowerCase();
    const size: Quantity =
      unit === "kg" ? { quantity: 1000, unit: "g" } : unit === "lb" ? { quantity: 453.6, unit: "g" } : unit === "100g" ? { quantity: 100, unit: "g" } : { quantity: 1, unit: "each" };
    return { size, rest: cut(text, m) };
  }
  if (opts.leadingCount && (m = LEADING_COUNT.exec(text))) return { size: { quantity: Number(m[1]), unit: "each" }, rest: cut(text, m) };
  return { rest: text };
}

/** Parse a printed pack size on its own ("2L", "per kg", "12 ct"); "each"/"bunch" mean one item. */
export function parseSize(text: string | null | undefined): Quantity | undefined {
  if (!text) return undefined;
  if (/^\s*(each|ea|bunch|single)\s*$/i.test(text)) return { quantity: 1, unit: "each" };
  return extractSize(text).size;
}
