/**
 * The publishing rules of a retailer feed (decision 034), pure: which price a row publishes at a
 * moment, the 80 % floor, the 50 % hold, and a feed measure as a catalogue pack size.
 */
import type { FeedMoney, FeedRow, Measure } from "./types";

export interface PackSize {
  quantity: number;
  unit: "g" | "ml" | "each";
}

const TO_BASE: Record<string, [number, PackSize["unit"]]> = {
  mg: [0.001, "g"], g: [1, "g"], kg: [1000, "g"], oz: [28.349523125, "g"], lb: [453.59237, "g"],
  ml: [1, "ml"], cl: [10, "ml"], l: [1000, "ml"], cbm: [1_000_000, "ml"], floz: [29.5735295625, "ml"],
  pt: [473.176473, "ml"], qt: [946.352946, "ml"], gal: [3785.411784, "ml"], ct: [1, "each"],
};

/** "750 ml" → 750 ml; "1 kg" → 1000 g; "12 ct" → 12 each. Lengths and areas are no pack size: null. */
export function measureToPack(m: Measure | null | undefined): PackSize | null {
  if (!m || !(m.value > 0)) return null;
  const conv = TO_BASE[m.unit];
  if (!conv) return null;
  return { quantity: Math.round(m.value * conv[0] * 1000) / 1000, unit: conv[1] };
}

/** Two pack sizes are the same pack: same unit and within 2 % (label rounding: 1 lb printed as 454 g). */
export function samePack(a: PackSize, b: PackSize): boolean {
  return a.unit === b.unit && Math.abs(a.quantity - b.quantity) <= Math.max(0.5, b.quantity * 0.02);
}

export function toCents(money: FeedMoney | null | undefined): number | null {
  if (!money || !Number.isFinite(money.amount) || money.amount <= 0) return null;
  const cents = Math.round(money.amount * 100);
  return cents > 0 && cents <= 10_000_000 ? cents : null;
}

export interface EffectivePrice {
  amountCents: number;
  onSpecial: boolean;
  memberPriceCents: number | null;
  multibuyQuantity: number | null;
  multibuyPriceCents: number | null;
  /** The sale's end (UTC ISO) when the price is a sale price with an end date: past it the price is stale (decision 046). */
  validUntil: string | null;
}

/**
 * The price a row publishes at `at`: the sale price while its window holds (a sale without dates
 * holds until the feed says otherwise, as Google reads it), else the price. The engine has already
 * dropped sale, member and multibuy values that are not cheaper (warnings on the row).
 */
export function effectivePrice(row: Pick<FeedRow, "price" | "salePrice" | "saleStart" | "saleEnd" | "memberPrice" | "multibuy">, at: Date): EffectivePrice | null {
  const regular = toCents(row.price);
  if (regular === null) return null;
  const sale = toCents(row.salePrice);
  const t = at.getTime();
  const inWindow = sale !== null && sale < regular && (!row.saleStart || Date.parse(row.saleStart) <= t) && (!row.saleEnd || t <= Date.parse(row.saleEnd));
  const multibuyPrice = row.multibuy ? toCents(row.multibuy.price) : null;
  return {
    amountCents: inWindow ? sale! : regular,
    onSpecial: inWindow,
    memberPriceCents: toCents(row.memberPrice),
    multibuyQuantity: row.multibuy && multibuyPrice !== null ? row.multibuy.quantity : null,
    multibuyPriceCents: row.multibuy ? multibuyPrice : null,
    validUntil: inWindow && row.saleEnd ? new Date(Date.parse(row.saleEnd)).toISOString() : null,
  };
}

/**
 * The 80 % floor: a feed whose valid rows are FEWER than 80 % of the last published feed's is held
 * for the retailer's confirmation (exactly 80 % publishes). No previous feed: never below.
 */
export function isBelowFloor(validRows: number, previousValidRows: number | null): boolean {
  if (previousValidRows === null || previousValidRows <= 0) return false;
  return validRows * 5 < previousValidRows * 4;
}

/** The 50 % hold: a change of MORE than 50 % of the current price (up or down) waits for confirmation; exactly 50 % does not. */
export function isHeldChange(oldCents: number | null, newCents: number): boolean {
  if (oldCents === null || oldCents <= 0) return false;
  return Math.abs(newCents - oldCents) * 2 > oldCents;
}
