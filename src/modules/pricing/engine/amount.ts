/**
 * Every list line is an amount (decision 036). Pure: no I/O.
 *
 * A line resolves to an amount of its product family — 4 L of milk, 1 kg of rice, 12 eggs — and
 * every store is priced for that same amount:
 *
 * 1. a size typed in the line wins ("2L milk" ×2 → 4 L; "12 eggs" → 12);
 * 2. else the shopper's remembered product for the line (its pack × the quantity);
 * 3. else the region's usual pack for the family: the most common pack size among the family's
 *    products sold in the region (ties: the size more products share, then the smaller one).
 *
 * At a store an option (one product) covers the amount with whole packs when n × pack is at least
 * 98% of it (label rounding: 64 fl oz is ½ gal less 0.2 mL, 450 g is "1 lb") and at most 110% of it
 * (2 × 1 L for 2 L; never 3 L for 2 L). Loose produce sold by weight is bought in exactly the
 * amount. With "bigger packs when cheaper per unit" an option may overshoot the amount.
 */
import { AMOUNT_OVER, AMOUNT_UNDER, fitCost, fitPacks, isLoose, type PackFit } from "@/lib/pack-fit";

export { AMOUNT_OVER, AMOUNT_UNDER, fitCost, fitPacks, isLoose, type PackFit };
export type AmountUnit = "g" | "ml" | "each";

export interface Amount {
  value: number;
  unit: AmountUnit;
}

/** The fields of a catalogue product the amount rule reads. */
export interface PackProduct {
  productId: string;
  name: string;
  size?: string | null;
  unitQuantity: number;
  unit: AmountUnit;
  /** Countries the product is sold in; empty or absent = not recorded (counts everywhere). */
  countries?: readonly string[] | null;
}

export type AmountSource = "typed" | "remembered" | "usual" | "locked";

export interface ResolvedAmount {
  /** The whole line: pack × quantity. */
  total: Amount;
  /** One unit of the line: the pack a typed size, remembered product or usual pack names. */
  pack: Amount;
  lines: number;
  source: AmountSource;
}

function inRegion(p: PackProduct, region: string | null): boolean {
  if (!region || !p.countries || p.countries.length === 0) return true;
  return p.countries.includes(region);
}

/**
 * The region's usual pack of a family: the most common (unit, size) among the family's products
 * sold there (ties: g, ml, each, then the larger pack). Loose products count as 1 kg (per kg) or 1 lb
 * (per lb). Null for an empty family.
 */
export function usualPack(family: readonly PackProduct[], region: string | null): Amount | null {
  const counts = new Map<string, { amount: Amount; n: number }>();
  const seen = new Set<string>();
  const regional = family.filter((p) => inRegion(p, region));
  for (const p of regional.length ? regional : family) {
    if (seen.has(p.productId) || !(p.unitQuantity > 0)) continue;
    seen.add(p.productId);
    const value = roundQ(p.unitQuantity);
    const key = `${p.unit}:${value}`;
    const hit = counts.get(key);
    if (hit) hit.n++;
    else counts.set(key, { amount: { value, unit: p.unit }, n: 1 });
  }
  let best: { amount: Amount; n: number } | null = null;
  for (const c of counts.values()) {
    if (!best || c.n > best.n || (c.n === best.n && (unitRank(c.amount.unit) < unitRank(best.amount.unit) || (c.amount.unit === best.amount.unit && c.amount.value > best.amount.value)))) best = c;
  }
  return best?.amount ?? null;
}

const unitRank = (u: AmountUnit) => (u === "g" ? 0 : u === "ml" ? 1 : 2);
const roundQ = (q: number) => Math.round(q * 100) / 100;

export interface AmountInputs {
  /** A size typed in the line ("2L", "12", "6 x 330ml"), per unit of quantity. */
  typed?: Amount | null;
  quantity: number;
  /** The shopper's remembered product for the line, when it belongs to the family. */
  remembered?: PackProduct | null;
  /** The family: every product the line could mean (before any lock narrows it). */
  family: readonly PackProduct[];
  region: string | null;
  /** A product the line is locked to: its unit decides when the family's amount is in another unit. */
  locked?: PackProduct | null;
}

/** The line's amount (see the module comment), or null when nothing names one (an empty family). */
export function resolveAmount(input: AmountInputs): ResolvedAmount | null {
  const lines = Math.max(1, Math.floor(input.quantity));
  const make = (pack: Amount, source: AmountSource): ResolvedAmount => ({ pack, lines, source, total: { value: roundQ(pack.value * lines), unit: pack.unit } });
  let resolved: ResolvedAmount | null = null;
  if (input.typed && input.typed.value > 0) resolved = make(input.typed, "typed");
  else if (input.remembered && input.remembered.unitQuantity > 0) resolved = make(rememberedPack(input.remembered), "remembered");
  else {
    const usual = usualPack(input.family, input.region);
    if (usual) resolved = make(usual, "usual");
  }
  // A lock to a product sold in another unit (a family in litres, a lock to a pack counted "each")
  // cannot be priced for the family's amount: the locked product's pack is the amount then.
  if (input.locked && (!resolved || resolved.total.unit !== input.locked.unit)) resolved = make(rememberedPack(input.locked), "locked");
  return resolved;
}

function rememberedPack(p: PackProduct): Amount {
  // A loose product's "pack" is the weight it is priced by (1 kg, 1 lb).
  return { value: roundQ(p.unitQuantity), unit: p.unit };
}

/** "2 L", "500 g", "1.5 kg", "12", "1 gal" (US), "2 lb" (US). */
export function formatAmount(a: Amount, region: string | null = null): string {
  if (a.unit === "each") return `${trim(a.value)}`;
  if (region === "US") {
    if (a.unit === "ml") {
      const gal = a.value / 3785.4;
      if (Math.abs(gal * 2 - Math.round(gal * 2)) < 0.01 && gal >= 0.49) return `${trim(Math.round(gal * 2) / 2)} gal`;
      return `${trim(Math.round((a.value / 29.57) * 10) / 10)} fl oz`;
    }
    const lb = a.value / 453.6;
    if (lb >= 1 && Math.abs(lb * 4 - Math.round(lb * 4)) < 0.02) return `${trim(Math.round(lb * 4) / 4)} lb`;
    return `${trim(Math.round((a.value / 28.35) * 10) / 10)} oz`;
  }
  if (a.unit === "g") return a.value >= 1000 ? `${trim(a.value / 1000)} kg` : `${trim(a.value)} g`;
  return a.value >= 1000 ? `${trim(a.value / 1000)} L` : `${trim(a.value)} mL`;
}

const trim = (x: number) => String(Math.round(x * 100) / 100);

/** "2 × 2 L" for Milk ×2 with a 2 L usual pack; "1 kg" for one line of rice. */
export function describeAmount(r: ResolvedAmount, region: string | null = null): string {
  const pack = formatAmount(r.pack, region);
  if (r.pack.unit === "each") return r.lines > 1 ? `${r.lines} × ${pack}` : `${pack}`;
  return r.lines > 1 ? `${r.lines} × ${pack}` : pack;
}

/** Region of the stores priced, from their currency (one city, one currency). */
export function regionOfCurrency(currency: string): string | null {
  return currency === "NZD" ? "NZ" : currency === "AUD" ? "AU" : currency === "USD" ? "US" : null;
}
