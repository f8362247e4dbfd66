import "server-only";
import type { Db } from "@/server/db";
import { candidateSearchTerms, localiseListText, parseListItem, scoreCandidate } from "@/modules/catalog/engine";
import { findCandidateProducts, type ProductRow } from "@/modules/catalog";
import { productSummaries } from "@/modules/catalog";
import { loadNameMemory, memoryKeyFor } from "@/modules/pricing";
import type { Actor } from "@/server/auth/session";

export interface WatchableItem { id: string; name: string; lockProductId: string | null; matchedProductId: string | null }
export interface WatchedProduct { productId: string; productName: string }

/**
 * The product each list item stands for, for a price watch: the shopper's product lock, the
 * receipt's match, the remembered choice for its words (the shopper's, else catalogue-wide, keyed
 * as the comparison keys them), else the catalogue product that matches the line best in the
 * shopper's country (their regional words read in its sense, as the comparison reads them).
 * Items that match nothing acceptable are left out.
 */
export async function resolveWatchProducts(db: Db, actor: Pick<Actor, "userId">, items: WatchableItem[], countryCode: string | null): Promise<Map<string, WatchedProduct>> {
  const chosen = new Map<string, string>();
  const memory = await loadNameMemory(db, actor, items.map((i) => memoryKeyFor(i.name)));
  const rest: WatchableItem[] = [];
  for (const item of items) {
    const id = item.lockProductId ?? item.matchedProductId ?? memory.get(memoryKeyFor(item.name));
    if (id) chosen.set(item.id, id);
    else rest.push(item);
  }
  const names = new Map<string, string>();
  if (rest.length) {
    const texts = rest.map((i) => localiseListText(i.name, countryCode));
    const { bySearch } = await findCandidateProducts(db, texts.map((t) => candidateSearchTerms(t)), [], { countryCode });
    rest.forEach((item, i) => {
      const best = bestMatch(texts[i], bySearch[i] ?? []);
      if (!best) return;
      chosen.set(item.id, best.productId);
      names.set(best.productId, best.name);
    });
  }
  const unnamed = [...new Set(chosen.values())].filter((id) => !names.has(id));
  if (unnamed.length) {
    for (const [id, product] of await productSummaries(db, unnamed)) names.set(id, product.name);
  }
  const out = new Map<string, WatchedProduct>();
  for (const [itemId, productId] of chosen) {
    const productName = names.get(productId);
    if (productName) out.set(itemId, { productId, productName }); // a deleted product is not watchable
  }
  return out;
}

/** The acceptable candidate with the highest score (ties: the shorter, plainer name). */
function bestMatch(text: string, candidates: ProductRow[]): ProductRow | null {
  const parsed = parseListItem(text);
  let best: { p: ProductRow; score: number } | null = null;
  for (const p of candidates) {
    const s = scoreCandidate(parsed, p);
    if (!s.acceptable) continue;
    if (!best || s.score > best.score || (s.score === best.score && p.name.length < best.p.name.length)) best = { p, score: s.score };
  }
  return best?.p ?? null;
}
