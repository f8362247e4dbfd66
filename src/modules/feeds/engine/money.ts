/**
 * Prices as feeds write them: "3.49 NZD" (Google's form), "NZD 3.49", "3,49 EUR", "1,299.00 JPY",
 * "1.299,00 EUR", "$3.49", or a bare number. The decimal separator is the last "." or ","; a lone ","
 * followed by exactly three digits is a thousands separator ("1,299"). Amounts are rounded to the
 * currency's own decimals (JPY 0, NZD 2, KWD 3).
 */
import type { FeedMoney } from "./types";

export type PriceParse =
  | { ok: true; amount: number; code: string | null; rounded: boolean }
  | { ok: false; reason: string };

const SYMBOLS = /^[$€£¥₩₹]|[$€£¥₩₹]$/g;
const KNOWN = new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : []);

export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (KNOWN.size === 0 || KNOWN.has(code));
}

/** The number of decimals a currency's minor unit has (ISO 4217): NZD 2, JPY 0, KWD 3. */
const DECIMALS = new Map<string, number>();

export function currencyDecimals(code: string): number {
  let d = DECIMALS.get(code);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2;
    }
    DECIMALS.set(code, d);
  }
  return d;
}

function parseAmount(text: string): number | null {
  let t = text.replace(/[\s\u00a0']/g, "");
  if (!/^[+-]?\d[\d.,]*$/.test(t) && !/^[+-]?[.,]\d+$/.test(t)) return null;
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    t = t.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    const groups = t.split(",");
    const thousandsOnly = groups.length > 1 && groups.slice(1).every((g) => g.length === 3);
    t = thousandsOnly ? groups.join("") : groups.length === 2 ? t.replace(",", ".") : "";
  } else if (lastDot >= 0 && t.split(".").length > 2) {
    const groups = t.split(".");
    t = groups.slice(1).every((g) => g.length === 3) ? groups.join("") : "";
  }
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export function parsePrice(text: string): PriceParse {
  const t = text.replace(/\u00a0/g, " ").trim();
  if (!t) return { ok: false, reason: "is empty" };
  const m = /^([A-Za-z]{3})\s*([^A-Za-z]+)$/.exec(t) ?? /^([^A-Za-z]+?)\s*([A-Za-z]{3})$/.exec(t);
  let code: string | null = null;
  let amountText = t;
  if (m) {
    const codeFirst = /^[A-Za-z]/.test(t);
    code = (codeFirst ? m[1] : m[2]).toUpperCase();
    amountText = codeFirst ? m[2] : m[1];
  } else if (/[A-Za-z]/.test(t)) {
    return { ok: false, reason: `"${t}" is not a number with an ISO 4217 code (e.g. "3.49 NZD")` };
  }
  const amount = parseAmount(amountText.replace(SYMBOLS, "").trim());
  if (amount === null) return { ok: false, reason: `"${t}" is not a number with an ISO 4217 code (e.g. "3.49 NZD")` };
  return { ok: true, amount, code, rounded: false };
}

/** Rounds to the currency's decimals; `rounded` says whether that changed the amount. */
export function toMoney(amount: number, currency: string): { money: FeedMoney; rounded: boolean } {
  const d = currencyDecimals(currency);
  const f = 10 ** d;
  const r = Math.round((amount + Number.EPSILON * Math.sign(amount)) * f) / f;
  return { money: { amount: r, currency }, rounded: Math.abs(r - amount) > 1e-9 };
}

export function formatMoney(m: FeedMoney): string {
  return `${m.amount.toFixed(currencyDecimals(m.currency))} ${m.currency}`;
}
