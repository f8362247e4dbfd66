import "server-only";
import type { Db } from "@/server/db";
import { analyseProduct, normaliseText, parseListItem, parseSize, scoreCandidate, similarity, type MatchableProduct } from "@/modules/catalog/engine";
import type { ScrapedProduct } from "../types";
import { productMatchKey } from "./match-key";
import { addProducts, loadMatchableCatalogue } from "@/modules/catalog";
import { loadSharedNameMemory, rememberCatalogueNames } from "@/modules/pricing";

/**
 * Scraped items → catalogue product ids, in this order:
 *  1. product_name_memory: the store's printed name was resolved before (key "scrape:<match key>");
 *  2. the same match key as a catalogue product (brand + name words + pack size);
 *  3. the matching engine: a product a shopper asking for the printed name would accept, of the
 *     same pack size and a near-identical label (trigram similarity ≥ FUZZY_MIN_SIMILARITY);
 *  4. otherwise a new catalogue product.
 * Every name resolved by 2–4 is remembered, so the next run of any store skips the search.
 * Memory keys carry the "scrape:" prefix: they share the table with shoppers' generic-name memory
 * ("milk" → their usual milk) and must never be mistaken for one.
 */
export const MEMORY_PREFIX = "scrape:";
export const FUZZY_MIN_SIMILARITY = 0.6;

const CATEGORY_BY_STORE_TYPE: Record<string, string> = { butcher: "meat", greengrocer: "produce", fishmonger: "seafood" };

interface CatalogueRow extends MatchableProduct {
  id: string;
  matchKey: string;
}

export interface ResolveStats {
  byMemory: number;
  byKey: number;
  byEngine: number;
  created: number;
}

export interface ResolveContext {
  storeType: string;
  countryCode: string;
}

function memoryKey(matchKey: string): string {
  return `${MEMORY_PREFIX}${matchKey}`.slice(0, 100);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function loadCatalogue(tx: Db): Promise<CatalogueRow[]> {
  const rows = await loadMatchableCatalogue(tx);
  return rows.map((r) => ({
    ...r,
    key: r.id,
    matchKey: productMatchKey({ name: r.name, brand: r.brand, size: r.size, quantity: { quantity: r.unitQuantity, unit: r.unit } }),
  }));
}

/** Token → products whose label holds it: the engine only scores products that share the head word. */
function tokenIndex(catalogue: CatalogueRow[]): Map<string, CatalogueRow[]> {
  const index = new Map<string, CatalogueRow[]>();
  for (const row of catalogue) {
    for (const t of new Set(analyseProduct(row).label)) {
      let list = index.get(t);
      if (!list) index.set(t, (list = []));
      list.push(row);
    }
  }
  return index;
}

function sameSize(a: { quantity: number; unit: string } | undefined, b: { quantity: number; unit: string } | null): boolean {
  if (!a || !b) return !a && !b;
  return a.unit === b.unit && Math.abs(a.quantity - b.quantity) <= Math.max(0.5, b.quantity * 0.02);
}

function engineMatch(item: ScrapedProduct, index: Map<string, CatalogueRow[]>): CatalogueRow | null {
  const text = [item.brand && !item.name.toLowerCase().startsWith(item.brand.toLowerCase()) ? item.brand : "", item.name, item.size ?? ""].join(" ").trim();
  const query = parseListItem(text);
  const head = query.headNoun ?? query.tokens[query.tokens.length - 1];
  if (!head) return null;
  const size = parseSize(item.size) ?? normaliseText(item.name).size;
  const label = query.tokens.join(" ");
  let best: { row: CatalogueRow; score: number } | null = null;
  for (const row of index.get(head) ?? []) {
    const a = analyseProduct(row);
    if (!sameSize(size, a.unit && a.unitQuantity ? { quantity: a.unitQuantity, unit: a.unit } : null)) continue;
    const verdict = scoreCandidate(query, row);
    if (!verdict.acceptable) continue;
    const sim = similarity(label, [...a.brand, ...a.label].join(" "));
    if (sim < FUZZY_MIN_SIMILARITY) continue;
    const score = sim + verdict.score * 0.1;
    if (!best || score > best.score) best = { row, score };
  }
  return best?.row ?? null;
}

function newProductValues(item: ScrapedProduct, ctx: ResolveContext) {
  const size = parseSize(item.size) ?? normaliseText(item.name).size;
  const query = parseListItem(item.name);
  return {
    name: item.name.slice(0, 200),
    brand: item.brand?.slice(0, 100) ?? null,
    size: item.size?.slice(0, 40) ?? null,
    unitQuantity: size && size.quantity > 0 ? size.quantity : 1,
    unit: size?.unit ?? ("each" as const),
    category: CATEGORY_BY_STORE_TYPE[ctx.storeType] ?? "other",
    genericName: query.headNoun?.slice(0, 100) ?? null,
    countries: [ctx.countryCode],
  };
}

/**
 * Resolves every item to a product id (same order as `items`), creating and remembering as needed.
 * Runs inside the store run's transaction: a failed run leaves no new products or memory behind.
 */
export async function resolveProducts(tx: Db, items: ScrapedProduct[], ctx: ResolveContext): Promise<{ productIds: string[]; stats: ResolveStats }> {
  const stats: ResolveStats = { byMemory: 0, byKey: 0, byEngine: 0, created: 0 };
  const keys = items.map((item) => productMatchKey(item));
  const distinct = [...new Set(keys)];
  const memory = await loadSharedNameMemory(tx, distinct.map(memoryKey));
  const resolved = new Map<string, string>();
  const learned = new Map<string, { productId: string; name: string }>();

  const pending: string[] = [];
  for (const key of distinct) {
    const hit = memory.get(memoryKey(key));
    if (hit) {
      resolved.set(key, hit);
      stats.byMemory++;
    } else pending.push(key);
  }

  if (pending.length) {
    const catalogue = await loadCatalogue(tx);
    const byKey = new Map<string, CatalogueRow>();
    for (const row of catalogue) if (!byKey.has(row.matchKey)) byKey.set(row.matchKey, row);
    let index: Map<string, CatalogueRow[]> | null = null;
    const firstItem = new Map<string, ScrapedProduct>();
    items.forEach((item, i) => firstItem.has(keys[i]) || firstItem.set(keys[i], item));
    const toCreate: { key: string; item: ScrapedProduct }[] = [];
    for (const key of pending) {
      const exact = byKey.get(key);
      if (exact) {
        resolved.set(key, exact.id);
        learned.set(key, { productId: exact.id, name: exact.name });
        stats.byKey++;
        continue;
      }
      index ??= tokenIndex(catalogue);
      const item = firstItem.get(key)!;
      const fuzzy = engineMatch(item, index);
      if (fuzzy) {
        resolved.set(key, fuzzy.id);
        learned.set(key, { productId: fuzzy.id, name: fuzzy.name });
        stats.byEngine++;
      } else toCreate.push({ key, item });
    }
    for (const part of chunks(toCreate, 1_000)) {
      const created = await addProducts(tx, part.map((c) => newProductValues(c.item, ctx)));
      created.forEach((row, i) => {
        resolved.set(part[i].key, row.id);
        learned.set(part[i].key, { productId: row.id, name: row.name });
      });
      stats.created += created.length;
    }
  }

  await rememberCatalogueNames(tx, [...learned.entries()].map(([key, v]) => ({ genericName: memoryKey(key), productId: v.productId, fullProductName: v.name })));
  return { productIds: keys.map((k) => resolved.get(k)!), stats };
}
