/**
 * Retail barcodes (GS1 General Specifications, section 7.9): EAN-13, EAN-8, UPC-A and UPC-E, each
 * ending in a mod-10 check digit. Every reading is normalised to a GTIN-14 so one product matches
 * however its code was printed or stored (UPC-A "012345678905" = EAN-13 "0012345678905").
 * Pure: shared by the browser (check before asking the server) and the server (checks again).
 */

export const RETAIL_SYMBOLOGIES = ["ean_13", "ean_8", "upc_a", "upc_e"] as const;
export type RetailSymbology = (typeof RETAIL_SYMBOLOGIES)[number];

export const SYMBOLOGY_LABEL: Record<RetailSymbology, string> = { ean_13: "EAN-13", ean_8: "EAN-8", upc_a: "UPC-A", upc_e: "UPC-E" };

export interface BarcodeReading {
  symbology: RetailSymbology;
  /** The digits as printed under the bars (UPC-E: its 8 digits). */
  printed: string;
  /** The same item as a 14-digit GTIN: the one form lookups compare. */
  gtin14: string;
}

export type BarcodeProblem = "empty" | "not-digits" | "length" | "check-digit" | "number-system";

export type BarcodeRead = { ok: true; readings: BarcodeReading[] } | { ok: false; problem: BarcodeProblem };

/** The GS1 mod-10 check digit for `body` (the code without its check digit): weights 3,1,3,… from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of an all-digit GTIN (8, 12, 13 or 14 digits) is its check digit. */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d{8}$|^\d{12,14}$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

/** Appends the check digit to a body of 7, 11, 12 or 13 digits. */
export function withCheckDigit(body: string): string {
  if (!/^\d{7}$|^\d{11,13}$/.test(body)) throw new Error(`not a GTIN body: ${body}`);
  return body + String(gs1CheckDigit(body));
}

/**
 * UPC-E (number system 0 or 1, six digits, check digit) → the UPC-A it stands for, or null when
 * the number system is not 0/1. The check digit is carried over, not verified.
 */
export function expandUpcE(upce: string): string | null {
  if (!/^[01]\d{7}$/.test(upce)) return null;
  const ns = upce[0];
  const [d1, d2, d3, d4, d5, d6] = upce.slice(1, 7);
  const check = upce[7];
  let core: string;
  if (d6 === "0" || d6 === "1" || d6 === "2") core = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === "3") core = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === "4") core = `${d1}${d2}${d3}${d4}00000${d5}`;
  else core = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return ns + core + check;
}

/** UPC-A → its UPC-E (zero-suppressed) form when one exists, else null. Inverse of expandUpcE. */
export function compressUpcA(upca: string): string | null {
  if (!/^[01]\d{11}$/.test(upca)) return null;
  const ns = upca[0];
  const m = upca.slice(1, 6);
  const p = upca.slice(6, 11);
  const check = upca[11];
  let six: string | null = null;
  if (m.endsWith("00") && "012".includes(m[2]) && p.startsWith("00")) six = `${m[0]}${m[1]}${p.slice(2)}${m[2]}`;
  else if (m.endsWith("00") && p.startsWith("000")) six = `${m.slice(0, 3)}${p.slice(3)}3`;
  else if (m.endsWith("0") && p.startsWith("0000")) six = `${m.slice(0, 4)}${p[4]}4`;
  else if (p.startsWith("0000") && p[4] >= "5") six = `${m}${p[4]}`;
  return six === null ? null : ns + six + check;
}

function reading(symbology: RetailSymbology, printed: string, gtin: string): BarcodeReading {
  return { symbology, printed, gtin14: gtin.padStart(14, "0") };
}

function readEight(digits: string, as: "ean_8" | "upc_e"): BarcodeReading | BarcodeProblem {
  if (as === "ean_8") return hasValidCheckDigit(digits) ? reading("ean_8", digits, digits) : "check-digit";
  const upca = expandUpcE(digits);
  if (!upca) return "number-system";
  return hasValidCheckDigit(upca) ? reading("upc_e", digits, upca) : "check-digit";
}

/**
 * What a scanned or typed code can mean. `hint` is the symbology the decoder reported; without one
 * an 8-digit code is tried as EAN-8 and as UPC-E, and every interpretation whose check digit holds
 * is returned (most often one). Spaces and dashes between digits are ignored.
 */
export function readRetailBarcode(raw: string, hint?: RetailSymbology | null): BarcodeRead {
  const digits = raw.replace(/[\s-]/g, "");
  if (digits === "") return { ok: false, problem: "empty" };
  if (!/^\d+$/.test(digits)) return { ok: false, problem: "not-digits" };
  if (digits.length === 13) return hasValidCheckDigit(digits) ? { ok: true, readings: [reading("ean_13", digits, digits)] } : { ok: false, problem: "check-digit" };
  if (digits.length === 12) return hasValidCheckDigit(digits) ? { ok: true, readings: [reading("upc_a", digits, digits)] } : { ok: false, problem: "check-digit" };
  if (digits.length !== 8) return { ok: false, problem: "length" };
  const kinds: ("ean_8" | "upc_e")[] = hint === "upc_e" ? ["upc_e"] : hint === "ean_8" ? ["ean_8"] : ["ean_8", "upc_e"];
  const outcomes = kinds.map((k) => readEight(digits, k));
  const readings = outcomes.filter((o): o is BarcodeReading => typeof o !== "string");
  if (readings.length) return { ok: true, readings };
  return { ok: false, problem: outcomes.includes("check-digit") ? "check-digit" : (outcomes[0] as BarcodeProblem) };
}

/**
 * Every way a GTIN-14 may sit in a `barcode` column: 14, 13, 12 or 8 digits with the leading
 * zeros dropped. Catalogue rows hold GTIN-13s, but an equality on any of these uses the index.
 */
export function storedBarcodeForms(gtin14: string): string[] {
  const forms = [gtin14];
  if (gtin14.startsWith("0")) forms.push(gtin14.slice(1));
  if (gtin14.startsWith("00")) forms.push(gtin14.slice(2));
  if (gtin14.startsWith("000000")) forms.push(gtin14.slice(6));
  return forms;
}

/** The GTIN-13 a catalogue row stores for a reading (GTIN-14s with a leading zero only). */
export function gtin13Of(gtin14: string): string | null {
  return gtin14.startsWith("0") ? gtin14.slice(1) : null;
}
