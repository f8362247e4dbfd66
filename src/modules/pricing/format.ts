import { formatAmount } from "./engine/amount";
import { priceAgeWords } from "@/modules/moderation/engine";
/** Display helpers shared by the comparison pages (isomorphic, no I/O). */

/** "today", "yesterday", "3 days ago", "2 weeks ago", "4 months ago": how old a shelf price is (the price rule's words). */
export function formatPriceAge(observedAt: string | Date, now: Date = new Date()): string {
  return priceAgeWords(observedAt, now);
}

/** "0.9 km", "12 km". */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km)) return "";
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** "2 × Anchor Blue Top Milk 2L" or just the name for one pack. */
export function formatPacks(packs: number, productName: string): string {
  return packs > 1 ? `${packs} × ${productName}` : productName;
}

/** What is bought at a store: "2 × Anchor Blue Top Milk 2L", or by weight "1.5 kg Bananas per kg" (decision 036). */
export function formatBought(line: { packs: number; productName: string; loose: boolean; amount: { value: number; unit: "g" | "ml" | "each" } }, region: string | null = null): string {
  return line.loose ? `${formatAmount(line.amount, region)} ${line.productName}` : formatPacks(line.packs, line.productName);
}

/** A list line with its amount: "Milk × 2 → 2 × 2 L". */
export function formatLineAmount(itemName: string, quantity: number, amountLabel: string | null): string {
  return `${itemName} × ${quantity}${amountLabel ? ` → ${amountLabel}` : ""}`;
}

/** Spec text form of money for the scrape-prices contract: "$34.50" (symbol-less dollars, two decimals). */
export function dollarsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
