import { isAcceptable, type ParsedListItem } from "@/modules/catalog/engine";
import type { ChangedProduct, DataVersions, ProductRow } from "./products";
import { searchFinds } from "./search-pattern";

/**
 * Process-wide memo of "which catalogue products could this list line mean". Deciding it reads
 * hundreds of product names per line and analyses each, while the answer only changes when the
 * catalogue does — prices are never cached here, they are read live.
 *
 * When the catalogue changes, the memo catches up instead of starting over: the products written
 * since the last sync (products.updated_at, stamped by a trigger) are run through each memoised
 * line's own search test and acceptability rules, so a comparison after a scrape that touched a
 * few hundred products does not search and score the whole catalogue again. Deletions, or more
 * changes than `CATCH_UP_LIMIT`, reset the line answers. Entries also expire after five minutes,
 * which bounds any staleness a late-committing writer could cause (see `CATCH_UP_MARGIN_MS`).
 */
const TTL_MS = 5 * 60 * 1000;
const MAX_ITEMS = 5_000;
const MAX_PRODUCTS = 200_000;
/** More changed products than this since the last sync: start over rather than catch up. */
export const CATCH_UP_LIMIT = 5_000;
/**
 * A transaction can commit rows stamped before the newest stamp already seen; re-reading this far
 * back catches any that commits within the margin (the five-minute TTL covers slower ones).
 */
export const CATCH_UP_MARGIN_MS = TTL_MS;
/**
 * After a start or a reset the memo is empty, so rows stamped well before it need no catch-up
 * (everything searched since then saw them): re-reading stops this far before that moment, which
 * keeps a bulk load or migration that stamped the whole catalogue from forcing resets for minutes.
 */
export const FRESH_START_MARGIN_MS = 10_000;

interface Entry {
  ids: string[];
  candidates: number;
  expiresAt: number;
  /** The line's search terms and parsed form: what a changed product is tested against. */
  terms: string[];
  parsed: ParsedListItem;
}

interface CacheState {
  items: Map<string, Entry>;
  /** One object per product, so the matching engine's per-object analysis cache keeps hitting. */
  products: Map<string, ProductRow>;
  /** The catalogue stamp the line answers are up to date with. */
  version: string | null;
  deletes: string | null;
  /** The newest products.updated_at caught up with (ms). */
  mark: number | null;
  /** Rows stamped before this (ms) predate the memo's last fresh start and are never re-read. */
  floor: number | null;
  /** Changed rows already applied (product id → its updated_at), so the margin re-reads cost nothing. */
  applied: Map<string, number>;
}

const g = globalThis as unknown as { cartwiseMatchCache?: CacheState };
const state = (g.cartwiseMatchCache ??= { items: new Map(), products: new Map(), version: null, deletes: null, mark: null, floor: null, applied: new Map() });

export function matchKey(itemName: string): string {
  return itemName.trim().toLowerCase().replace(/\s+/g, " ");
}

export type CatalogueSyncStep =
  | { kind: "none" }
  /** The first stamp this process sees (or the first after a clear): record it. */
  | { kind: "init" }
  | { kind: "reset" }
  /** Read the products written at or after `since` (ms) and pass them to finishCatalogueSync. */
  | { kind: "catch-up"; since: number };

/** What the memo needs for this catalogue stamp (pure: decides, changes nothing). */
export function planCatalogueSync(v: Pick<DataVersions, "catalogue" | "catalogueDeletes" | "catalogueNewest">): CatalogueSyncStep {
  if (v.catalogue === null || v.catalogue === state.version) return { kind: "none" };
  if (state.version === null) return state.items.size ? { kind: "reset" } : { kind: "init" };
  if (v.catalogueDeletes !== state.deletes || state.mark === null) return { kind: "reset" };
  return { kind: "catch-up", since: Math.max(state.mark - CATCH_UP_MARGIN_MS, state.floor ?? Number.NEGATIVE_INFINITY) };
}

/**
 * Brings the line answers up to date with the stamp: `changed` are the products written since the
 * step's `since` (null = reset). A first call just records the stamp. Says what it did, so the
 * catalogue index can follow the same decision: "caught-up" (the changes were applied), "reset"
 * (the changes could not be followed), or "recorded" (nothing to follow).
 */
export function finishCatalogueSync(
  v: Pick<DataVersions, "catalogue" | "catalogueDeletes" | "catalogueNewest">,
  changed: ChangedProduct[] | null,
): "caught-up" | "reset" | "recorded" {
  if (v.catalogue === null) return "recorded";
  const first = state.version === null;
  const reset = changed === null || changed.length > CATCH_UP_LIMIT;
  if (reset || first) {
    if (!first || state.items.size) clearLineMatches();
    state.floor = v.catalogueNewest === null ? null : v.catalogueNewest - FRESH_START_MARGIN_MS;
  } else {
    applyChangedProducts(changed);
  }
  state.version = v.catalogue;
  state.deletes = v.catalogueDeletes;
  state.mark = Math.max(state.mark ?? 0, v.catalogueNewest ?? 0, ...(changed ?? []).map((p) => p.updatedAt)) || null;
  // Applied rows older than the margin can no longer be re-read: forget them.
  const horizon = (state.mark ?? 0) - CATCH_UP_MARGIN_MS;
  for (const [id, at] of state.applied) if (at < horizon) state.applied.delete(id);
  return reset ? "reset" : first ? "recorded" : "caught-up";
}

function applyChangedProducts(changed: ChangedProduct[]): void {
  for (const { product: row, updatedAt } of changed) {
    if (state.applied.get(row.productId) === updatedAt) continue;
    state.applied.set(row.productId, updatedAt);
    const product = internProduct(row);
    for (const entry of state.items.values()) {
      const accept = searchFinds(entry.terms, product) && isAcceptable(entry.parsed, product);
      const has = entry.ids.includes(product.productId);
      // Entries are replaced, never mutated: a request holding the old array keeps a consistent view.
      if (accept && !has) entry.ids = [...entry.ids, product.productId];
      else if (!accept && has) entry.ids = entry.ids.filter((id: string) => id !== product.productId);
    }
  }
}

/** The catalogue stamp the memo is at (so a search started earlier can tell it is out of date). */
export function catalogueVersion(): string | null {
  return state.version;
}

export function getCachedMatch(key: string, now = Date.now()): { ids: string[]; candidates: number } | null {
  const hit = state.items.get(key);
  if (!hit) return null;
  if (hit.expiresAt <= now) {
    state.items.delete(key);
    return null;
  }
  return { ids: hit.ids, candidates: hit.candidates };
}

/**
 * Memoises a line's answer, unless the catalogue moved on since the search that produced it
 * started (`seenVersion`): then the answer may miss products the catch-up has already applied.
 */
export function setCachedMatch(
  key: string,
  answer: { ids: string[]; candidates: number; terms: string[]; parsed: ParsedListItem; seenVersion: string | null },
  now = Date.now(),
): void {
  if (answer.seenVersion !== state.version) return;
  if (state.items.size >= MAX_ITEMS) state.items.delete(state.items.keys().next().value!);
  state.items.set(key, { ids: answer.ids, candidates: answer.candidates, terms: answer.terms, parsed: answer.parsed, expiresAt: now + TTL_MS });
}

/** Everything the matching engine reads from a product (its analysis is a function of these). */
function sameContent(a: ProductRow, b: ProductRow): boolean {
  return (
    a.name === b.name && a.brand === b.brand && a.size === b.size && a.unitQuantity === b.unitQuantity && a.unit === b.unit &&
    a.category === b.category && a.genericName === b.genericName && a.tags.length === b.tags.length && a.tags.every((t, i) => t === b.tags[i])
  );
}

/** The shared object for a product (replaced when its content changed, so it is analysed afresh). */
export function internProduct(row: ProductRow): ProductRow {
  const known = state.products.get(row.productId);
  if (known && sameContent(known, row)) return known;
  if (state.products.size >= MAX_PRODUCTS) state.products.clear();
  state.products.set(row.productId, row);
  return row;
}

export function cachedProduct(id: string): ProductRow | undefined {
  return state.products.get(id);
}

/** Every line is matched again (against still-analysed products). */
export function clearLineMatches(): void {
  state.items.clear();
  state.applied.clear();
}

export function clearMatchCache(): void {
  state.items.clear();
  state.products.clear();
  state.applied.clear();
  state.version = null;
  state.deletes = null;
  state.mark = null;
  state.floor = null;
}
