export type MeasureUnit = "g" | "ml" | "each";

/**
 * Price per kg, per L or per item, in cents (fractional), from a pack price and its normalised
 * quantity (grams, millilitres or count). The basis every unit-price comparison uses.
 */
export function unitPriceCents(amountCents: number, unitQuantity: number, unit: MeasureUnit): number | null {
  if (!(unitQuantity > 0)) return null;
  const per = unit === "each" ? unitQuantity : unitQuantity / 1000;
  return Math.round((amountCents / per) * 100) / 100;
}

export function unitLabel(unit: MeasureUnit): string {
  return unit === "g" ? "kg" : unit === "ml" ? "L" : "each";
}
