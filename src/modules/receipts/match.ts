import "server-only";
import type { Db } from "@/server/db";
import { findCandidateProducts } from "@/modules/catalog/products";
import { sanitizeText } from "@/modules/lists/schemas";
import { chooseReceiptMatch, listItemNameFor, searchTermsForLine, type ReceiptLine } from "./engine/match-line";
import type { MatchedReceiptItem } from "./schemas";

/**
 * Receipt lines → list items: a generic, comparable name per line and, where one product is
 * clearly it, that catalogue product. One catalogue round trip for the whole receipt (the
 * trigram-indexed prefilter the price comparison uses), then the pure engine decides per line.
 * The receipt's own text travels along so the shopper can see what each item came from.
 */
export async function matchReceiptLines(db: Db, lines: readonly ReceiptLine[]): Promise<MatchedReceiptItem[]> {
  if (lines.length === 0) return [];
  const { bySearch } = await findCandidateProducts(db, lines.map(searchTermsForLine));
  return lines.map((line, i) => {
    const match = chooseReceiptMatch(line, bySearch[i] ?? []);
    const name = sanitizeText(listItemNameFor(line, match)).slice(0, 100);
    return {
      name: name || sanitizeText(line.name).slice(0, 100),
      quantity: line.quantity,
      sourceText: sanitizeText(line.sourceText).slice(0, 300),
      matchedProductId: match ? match.product.key : null,
      matchedProductName: match ? match.product.name : null,
    };
  });
}
