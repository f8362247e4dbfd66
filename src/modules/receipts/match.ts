import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { findCandidateProducts } from "@/modules/catalog";
import { getProfileCountryCode } from "@/modules/users";
import { sanitizeText } from "@/modules/lists/shared";
import { chooseReceiptMatch, listItemNameFor, searchTermsForLine, type ReceiptLine } from "./engine/match-line";
import type { MatchedReceiptItem } from "./schemas";

export interface MatchOptions {
  /** The shopper's country (profile country_code): matches come from that region's catalogue only. */
  countryCode?: string | null;
}

/** The signed-in shopper's country as their profile records it, or null when they never set a location. */
export async function shopperCountryCode(db: Db, actor: Actor): Promise<string | null> {
  return getProfileCountryCode(db, actor);
}

/**
 * Receipt lines → list items: the name as printed (brand, cleaned name, size) per line and,
 * where one product of the shopper's region is clearly it, that catalogue product. One catalogue
 * round trip for the whole receipt (the trigram-indexed prefilter the price comparison uses),
 * then the pure engine decides per line. The receipt's own text travels along so the shopper
 * can see what each item came from.
 */
export async function matchReceiptLines(db: Db, lines: readonly ReceiptLine[], options: MatchOptions = {}): Promise<MatchedReceiptItem[]> {
  if (lines.length === 0) return [];
  const { bySearch } = await findCandidateProducts(db, lines.map(searchTermsForLine), [], { countryCode: options.countryCode ?? null });
  return lines.map((line, i) => {
    const match = chooseReceiptMatch(line, bySearch[i] ?? []);
    const name = sanitizeText(listItemNameFor(line)).slice(0, 100);
    return {
      name: name || sanitizeText(line.name).slice(0, 100),
      quantity: line.quantity,
      sourceText: sanitizeText(line.sourceText).slice(0, 300),
      matchedProductId: match ? match.product.key : null,
      matchedProductName: match ? match.product.name : null,
    };
  });
}

/** The shopper's receipt lines matched against their own region's catalogue. */
export async function matchReceiptLinesForShopper(db: Db, actor: Actor, lines: readonly ReceiptLine[]): Promise<MatchedReceiptItem[]> {
  if (lines.length === 0) return [];
  return matchReceiptLines(db, lines, { countryCode: await shopperCountryCode(db, actor) });
}
