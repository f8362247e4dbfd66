/** Pack sizes: the spec's kg, g, ml, l, pk, pack, pcs plus the US oz, lb, gal, ct and dozen. */
const UNIT_CANON: Record<string, string> = {
  kg: "kg", kgs: "kg", g: "g", gm: "g", gms: "g", gr: "g", grams: "g",
  ml: "ml", l: "L", lt: "L", ltr: "L", litre: "L", liter: "L",
  pk: "pk", pack: "pack", pcs: "pcs", pc: "pcs",
  oz: "oz", floz: "fl oz", lb: "lb", lbs: "lb", gal: "gal", ct: "ct", doz: "dozen", dozen: "dozen",
};

const UNIT_ALT = Object.keys(UNIT_CANON).sort((a, b) => b.length - a.length).join("|");
const JOINED = new RegExp(`^(\\d{1,4}(?:[.,]\\d{1,3})?|\\d/\\d)(${UNIT_ALT})$`, "i");
const NUMBER = /^(\d{1,4}(?:[.,]\d{1,3})?|\d\/\d)$/;
const UNIT_ONLY = new RegExp(`^(${UNIT_ALT})$`, "i");
const MULTI_JOINED = /^(\d{1,2})[xX](.+)$/;

export interface SizeMatch {
  size: string;
  /** Index of the first token of the size and how many tokens it spans. */
  start: number;
  count: number;
}

function canon(num: string, unit: string): string {
  const u = UNIT_CANON[unit.toLowerCase()] ?? unit.toLowerCase();
  const n = num.replace(",", ".");
  return u === "fl oz" || u === "dozen" ? `${n} ${u}` : `${n}${u}`;
}

// OCR reads "OZ" as "0Z": "160Z" is 16 oz.
const OCR_OUNCES = /^(\d{1,3})0Z$/;

function sizeAt(tokens: string[], i: number): { size: string; count: number } | null {
  const t = tokens[i];
  const ounces = OCR_OUNCES.exec(t);
  if (ounces) return { size: `${ounces[1]}oz`, count: 1 };
  const joined = JOINED.exec(t);
  if (joined) return { size: canon(joined[1], joined[2]), count: 1 };
  const multi = MULTI_JOINED.exec(t);
  if (multi) {
    const inner = JOINED.exec(multi[2]);
    if (inner) return { size: `${multi[1]}x${canon(inner[1], inner[2])}`, count: 1 };
  }
  if (NUMBER.test(t) && i + 1 < tokens.length) {
    const next = tokens[i + 1];
    if (next.toLowerCase() === "fl" && tokens[i + 2]?.toLowerCase() === "oz") return { size: `${t} fl oz`, count: 3 };
    if (UNIT_ONLY.test(next)) return { size: canon(t, next), count: 2 };
  }
  return null;
}

// OCR reads a trailing "G" as 6 or 9: "5006" is 500g, "6509" is 650g (only as the name's last token).
const OCR_GRAMS = /^(\d{1,3}0)[69]$/;

/** Finds the last pack size in a name's tokens ("6 x 330ml" keeps its multiplier). */
export function findSize(tokens: string[]): SizeMatch | null {
  const lastGrams = tokens.length > 1 ? OCR_GRAMS.exec(tokens[tokens.length - 1]) : null;
  if (lastGrams) return { size: `${lastGrams[1]}g`, start: tokens.length - 1, count: 1 };
  for (let i = tokens.length - 1; i >= 0; i--) {
    const found = sizeAt(tokens, i);
    if (!found) continue;
    // "6 x 330ml" / "6 X 330ML": fold the multiplier into the size.
    if (i >= 2 && /^[xX]$/.test(tokens[i - 1]) && /^\d{1,2}$/.test(tokens[i - 2])) {
      return { size: `${tokens[i - 2]}x${found.size}`, start: i - 2, count: found.count + 2 };
    }
    return { size: found.size, start: i, count: found.count };
  }
  return null;
}
