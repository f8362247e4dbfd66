/**
 * GTINs (GTIN-8, UPC-A/GTIN-12, EAN-13, GTIN-14) normalised to 14 digits with the GS1 mod-10 check
 * digit verified. Codes that do not identify one trade item everywhere are refused as product
 * identity: restricted-circulation and variable-measure numbers (GTIN-13 prefix 02 or 20–29, i.e.
 * GTIN-12 starting 2; GTIN-8 starting 0 or 2; GTIN-14 indicator 9 = variable measure).
 */

import { gs1CheckDigit } from "@/modules/barcodes/engine";

export type GtinCheck = { ok: true; gtin: string } | { ok: false; reason: string };

export function checkGtin(raw: string): GtinCheck {
  const digits = raw.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return { ok: false, reason: `gtin "${raw}" is not made of digits; not used as product identity` };
  if (![8, 12, 13, 14].includes(digits.length)) {
    return { ok: false, reason: `gtin "${raw}" has ${digits.length} digits (expected 8, 12, 13 or 14); not used as product identity` };
  }
  if (/^0+$/.test(digits)) return { ok: false, reason: `gtin "${raw}" is all zeros; not used as product identity` };
  const expected = gs1CheckDigit(digits.slice(0, -1));
  if (expected !== Number(digits.at(-1))) {
    return { ok: false, reason: `gtin "${raw}" has an invalid check digit (expected ${expected}); not used as product identity` };
  }
  const g14 = digits.padStart(14, "0");
  const restricted = "is a restricted-circulation or variable-measure code (store-internal, not unique to a product); not used as product identity";
  if (digits.length === 8 && (digits[0] === "0" || digits[0] === "2")) return { ok: false, reason: `gtin "${raw}" ${restricted}` };
  if (g14[0] === "9") return { ok: false, reason: `gtin "${raw}" ${restricted}` };
  const g13 = g14.slice(1);
  if (g14[0] === "0" && digits.length !== 8 && (g13.startsWith("02") || g13[0] === "2")) {
    return { ok: false, reason: `gtin "${raw}" ${restricted}` };
  }
  return { ok: true, gtin: g14 };
}
