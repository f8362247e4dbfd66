import "server-only";
import { analyseProduct } from "@/modules/catalog/engine";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { loadChangedProducts, loadDataVersions, loadProductPage, type ChangedProduct, type ProductRow } from "./products";
import { CatalogueIndex } from "./catalogue-index";
import { FRESH_START_MARGIN_MS, internProduct } from "./match-cache";

/**
 * The process's in-memory catalogue index (see catalogue-index.ts): built once at server start,
 * analysed up front so no comparison pays for a first look at a product, and kept in step by the
 * match memo's catch-up. Lives on globalThis so every bundle of the server (instrumentation, routes,
 * actions) shares it. Catalogues larger than MAX_INDEXED stay SQL-only.
 */
const MAX_INDEXED = 200_000;
const PAGE = 5_000;

interface IndexState {
  index: CatalogueIndex | null;
  /** A build in progress, so concurrent callers share it. */
  building: Promise<void> | null;
  /** Bumped by every reset: a build started before a reset is thrown away. */
  generation: number;
  disabled: boolean;
  /** A reset arrived while a build was running: build again once it ends. */
  rebuild: boolean;
  /** The index being built: it receives changes too, so rows written during the build are not missed. */
  pending: CatalogueIndex | null;
}

const g = globalThis as unknown as { cartwiseCatalogueIndex?: IndexState };
const state = (g.cartwiseCatalogueIndex ??= { index: null, building: null, generation: 0, disabled: false, rebuild: false, pending: null });

/** The ready index, or null (not built yet, being rebuilt, or too large): callers then search in SQL. */
export function readyCatalogueIndex(): CatalogueIndex | null {
  return state.index;
}

/**
 * Builds the index from the database (pages by id), interning and analysing every product; an
 * empty catalogue gives an empty, ready index that the catch-up fills.
 * Products changed while it is being built reach it through `applyToCatalogueIndex` as well, so
 * nothing written after the first page is lost.
 */
export function buildCatalogueIndex(db: Db): Promise<void> {
  if (state.disabled) return Promise.resolve();
  state.building ??= (async () => {
    const generation = state.generation;
    const started = Date.now();
    const index = new CatalogueIndex();
    state.pending = index;
    try {
      const newestAtStart = (await loadDataVersions(db)).catalogueNewest;
      let after: string | null = null;
      for (;;) {
        const page: ProductRow[] = await loadProductPage(db, after, PAGE);
        for (const row of page) {
          const product = internProduct(row);
          analyseProduct(product);
          index.upsert(product);
        }
        if (index.size > MAX_INDEXED) {
          state.disabled = true;
          logger.warn({ limit: MAX_INDEXED }, "catalogue index: too many products, searching in SQL only");
          return;
        }
        if (page.length < PAGE) break;
        after = page[page.length - 1].productId;
        await new Promise((r) => setImmediate(r));
      }
      // A page read before a concurrent edit committed may have been applied after that edit's
      // catch-up: re-apply everything written since shortly before the build began.
      if (newestAtStart !== null) {
        for (const { product } of await loadChangedProducts(db, new Date(newestAtStart - FRESH_START_MARGIN_MS), Number.MAX_SAFE_INTEGER)) {
          index.upsert(internProduct(product));
        }
      }
      if (generation === state.generation) {
        state.index = index;
        logger.info({ products: index.size, ms: Date.now() - started }, "catalogue index: products indexed and analysed");
      }
    } finally {
      state.pending = null;
      state.building = null;
    }
    // Reset while building: what was built may miss a deletion, so build again.
    if (state.rebuild && !state.disabled) {
      state.rebuild = false;
      await buildCatalogueIndex(db);
    }
  })();
  return state.building;
}

/** Products written since the last sync (the match memo's catch-up) go into the index too. */
export function applyToCatalogueIndex(changed: ChangedProduct[]): void {
  for (const target of [state.index, state.pending]) {
    if (!target) continue;
    for (const { product } of changed) target.upsert(internProduct(product));
  }
}

/** A change the index cannot follow (deletions, too many changes): drop it and rebuild in the background. */
export function resetCatalogueIndex(db: Db): void {
  state.generation++;
  state.index = null;
  if (state.disabled) return;
  if (state.building) state.rebuild = true;
  else void buildCatalogueIndex(db).catch((e: unknown) => logger.error({ err: e }, "catalogue index: rebuild failed"));
}

/** Tests and benchmarks: forget the index entirely (no rebuild). */
export function clearCatalogueIndex(): void {
  state.generation++;
  state.index = null;
  state.disabled = false;
  state.rebuild = false;
}

/** The build in progress, if any (benchmarks wait for it rather than measure next to it). */
export function catalogueIndexBuild(): Promise<void> | null {
  return state.building;
}
