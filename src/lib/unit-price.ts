/**
 * The one unit-price rule (catalogue ranking, comparison labels, seeded and scraped price rows):
 *
 * - A unit price is cents per kg (for grams), per L (for millilitres) or per item (for a count),
 *   kept EXACT — fractional cents, never rounded while it is stored, compared or summed, so two
 *   packs never tie or swap places because of rounding.
 * - It is rounded only when shown: half-up to whole cents, labelled "/kg", "/L" or "/ea"
 *   ("$2.45/L", "$12.90/kg", "$0.58/ea").
 */
export type MeasureUnit = "g" | "ml" | "each";
export type UnitPriceUnit = "kg" | "L" | "ea";

const PER: Record<MeasureUnit, { divisor: number; unit: UnitPriceUnit }> = {
  g: { divisor: 1000, unit: "kg" },
  ml: { divisor: 1000, unit: "L" },
  each: { divisor: 1, unit: "ea" },
};

/** Exact cents per kg / L / item for one pack of `quantity` grams, millilitres or items (quantity > 0). */
export function unitPriceOf(packCents: number, quantity: number, unit: MeasureUnit): { cents: number; unit: UnitPriceUnit } {
  const per = PER[unit];
  return { cents: (packCents * per.divisor) / quantity, unit: per.unit };
}

/** The same, for data rows whose quantity may be missing or zero: null then. */
export function unitPriceCents(packCents: number, quantity: number, unit: MeasureUnit): number | null {
  return quantity > 0 ? unitPriceOf(packCents, quantity, unit).cents : null;
}

/** Shelf price of one pack (exact cents) from a per-kg / per-L / per-item price. */
export function packPriceFrom(unitPriceCents: number, quantity: number, unit: MeasureUnit): number {
  return (unitPriceCents * quantity) / PER[unit].divisor;
}

/** "$2.45/L", "$12.90/kg", "$0.58/ea": whole cents, half-up. The number is currency-agnostic; pass the symbol to show. */
export function formatUnitPrice(cents: number, unit: UnitPriceUnit | MeasureUnit, symbol = "$"): string {
  const label = unit in PER ? PER[unit as MeasureUnit].unit : (unit as UnitPriceUnit);
  return `${symbol}${(Math.round(cents) / 100).toFixed(2)}/${label}`;
}
