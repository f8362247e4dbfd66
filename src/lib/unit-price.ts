/**
 * The one unit-price rule (catalogue ranking, comparison labels, seeded and scraped price rows):
 *
 * - A unit price is cents per kg (for grams), per L (for millilitres) or per item (for a count),
 *   kept EXACT — fractional cents, never rounded while it is stored, compared or summed, so two
 *   packs never tie or swap places because of rounding.
 * - It is rounded only when shown: half-up to whole cents, labelled "/kg", "/L" or "/ea"
 *   ("$2.45/L", "$12.90/kg", "$0.58/ea").
 * - Shown to a shopper it is in the units their region's shelf labels use (regionalUnitPrice):
 *   US: per lb for produce sold by weight and packs of a pound or more, else per oz; per gal for
 *   half a gallon or more, else per fl oz. NZ and AU: per kg for produce by weight and packs of a
 *   kilo or more, else per 100 g; per L for a litre or more, else per 100 mL. Counts: per item.
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

export type RegionalPer = "kg" | "100g" | "L" | "100mL" | "lb" | "oz" | "gal" | "fl oz" | "ea";

const G_PER_LB = 453.59237;
const G_PER_OZ = 28.349523125;
const ML_PER_GAL = 3785.411784;
const ML_PER_FL_OZ = 29.5735295625;

/**
 * The one rule for the unit a shopper reads a unit price in (see the module comment). `cents` is
 * the exact cents per kg / L / item (unitPriceOf); the result is exact cents per the regional unit.
 * `packQuantity` is the pack's grams / millilitres; `loose` is produce priced by weight.
 */
export function regionalUnitPrice(
  cents: number,
  unit: MeasureUnit,
  opts: { region: string | null; packQuantity: number; loose?: boolean },
): { cents: number; per: RegionalPer } {
  if (unit === "each") return { cents, per: "ea" };
  if (opts.region === "US") {
    if (unit === "g") return opts.loose || opts.packQuantity >= G_PER_LB - 1 ? { cents: (cents * G_PER_LB) / 1000, per: "lb" } : { cents: (cents * G_PER_OZ) / 1000, per: "oz" };
    return opts.packQuantity >= ML_PER_GAL / 2 - 1 ? { cents: (cents * ML_PER_GAL) / 1000, per: "gal" } : { cents: (cents * ML_PER_FL_OZ) / 1000, per: "fl oz" };
  }
  if (opts.region === "NZ" || opts.region === "AU") {
    if (unit === "g") return opts.loose || opts.packQuantity >= 1000 ? { cents, per: "kg" } : { cents: cents / 10, per: "100g" };
    return opts.packQuantity >= 1000 ? { cents, per: "L" } : { cents: cents / 10, per: "100mL" };
  }
  return { cents, per: unit === "g" ? "kg" : "L" };
}

/** "$2.45/L", "$0.31/100g", "$3.79/gal", "$0.12/oz": whole cents, half-up; pass the symbol to show. */
export function formatRegionalUnitPrice(price: { cents: number; per: RegionalPer }, symbol = "$"): string {
  return `${symbol}${(Math.round(price.cents) / 100).toFixed(2)}/${price.per}`;
}
