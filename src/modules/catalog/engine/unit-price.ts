import type { BaseUnit } from "./types";

export type UnitPriceUnit = "kg" | "L" | "ea";

/** Cents per kg / L / item for one pack. */
export function unitPriceOf(packCents: number, quantity: number, unit: BaseUnit): { cents: number; unit: UnitPriceUnit } {
  if (unit === "each") return { cents: packCents / quantity, unit: "ea" };
  return { cents: (packCents * 1000) / quantity, unit: unit === "g" ? "kg" : "L" };
}

/** Shelf price of one pack from a per-kg / per-L / per-item price. */
export function packPriceFrom(unitPriceCents: number, quantity: number, unit: BaseUnit): number {
  return unit === "each" ? unitPriceCents * quantity : (unitPriceCents * quantity) / 1000;
}

/** "$2.45/L", "$12.90/kg", "$0.58/ea". The number is currency-agnostic; pass the symbol to show. */
export function formatUnitPrice(cents: number, unit: UnitPriceUnit | BaseUnit, symbol = "$"): string {
  const label = unit === "g" ? "kg" : unit === "ml" ? "L" : unit === "each" ? "ea" : unit;
  return `${symbol}${(Math.round(cents) / 100).toFixed(2)}/${label}`;
}
