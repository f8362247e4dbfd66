import "server-only";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import type { Actor } from "@/server/auth/session";
import { isAppError } from "@/server/errors";
import { enforceLimit, limitSubject } from "@/server/rate-limit";
import { compareList } from "./compare";
import type { ComparisonDto } from "./dto";
import { loadDemoListSource, loadOwnList, type CompareListSource } from "./comparison/list-source";

export type { CompareListSource } from "./comparison/list-source";
import { readShopperContext, resolveOrigin } from "./comparison/location";
import { COMPARE_MESSAGES, nearToLocation, type CompareOptions } from "./schemas";
import { smartShoppingTip, storeStandings, type StoreStanding } from "./comparison/strategy";
import { getPriceVerdicts } from "@/modules/price-history";
import type { Verdict } from "@/modules/price-history/client";

export interface ListMeta {
  listId: string | null;
  name: string;
  kind: CompareListSource["kind"];
}

export type CompareOutcome =
  | { status: "ok"; list: ListMeta; comparison: ComparisonDto }
  /** The list has no items: the page sends the shopper back to it. */
  | { status: "empty"; list: ListMeta }
  /** Missing or someone else's list. */
  | { status: "not-found" }
  /** Stores were found but no item could be priced, or the computation failed. */
  | { status: "failed"; list: ListMeta | null; message: string }
  /** No saved address and no browser location: the page asks for one (never another country's sample city). */
  | { status: "location-needed"; list: ListMeta }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** Per-user limiter for comparisons (they are the app's most expensive reads). */
export async function enforceCompareLimit(db: Db, actor: Actor): Promise<void> {
  await enforceLimit(db, "compare", limitSubject(actor), { title: COMPARE_MESSAGES.rateLimitTitle, message: COMPARE_MESSAGES.rateLimited });
}

/** The list a comparison is for: one of the actor's lists, or (no id) their Weekly Basics list / the sample items. */
export async function getCompareSource(db: Db, actor: Actor, listId: string | null): Promise<CompareListSource | null> {
  return listId ? loadOwnList(db, actor, listId) : loadDemoListSource(db, actor);
}

/** Best Savings for a list; null id as in getCompareSource. */
export async function getBestSavings(db: Db, actor: Actor, input: CompareOptions & { listId: string | null }): Promise<CompareOutcome> {
  const source = await getCompareSource(db, actor, input.listId);
  if (!source) return { status: "not-found" };
  return runComparison(db, actor, source, { visitCostCents: input.visitCostCents, maxStores: input.maxStores, biggerPacks: input.biggerPacks, near: input.near });
}

export async function compareSource(db: Db, actor: Actor, input: { source: CompareListSource; options: CompareOptions }): Promise<CompareOutcome> {
  return runComparison(db, actor, input.source, input.options);
}

async function runComparison(db: Db, actor: Actor, source: CompareListSource, options: CompareOptions): Promise<CompareOutcome> {
  const list: ListMeta = { listId: source.listId, name: source.name, kind: source.kind };
  if (!source.items.length) return { status: "empty", list };
  try {
    await enforceCompareLimit(db, actor);
    const ctx = await readShopperContext(db, actor);
    const origin = await resolveOrigin(ctx, nearToLocation(options.near), false);
    if (!origin) return { status: "location-needed", list };
    const comparison = await compareList(db, {
      actor,
      items: source.items,
      origin,
      country: ctx.countryCode,
      options: { visitCostCents: options.visitCostCents, maxStores: options.maxStores, biggerPacks: options.biggerPacks ?? false },
      userCurrency: ctx.preferredCurrency ?? undefined,
    });
    if (env.LOG_LEVEL === "debug") {
      const d = comparison.diagnostics;
      logger.debug({ lines: source.items.length, ms: Math.round(d.totalMs), catalogueSearch: d.catalogueSearch, cachedMatchLines: d.cachedMatchLines, cachedOfferLines: d.cachedOfferLines }, "compare: done");
    }
    if (comparison.distanceFiltering.storesFound > 0 && comparison.stores.length === 0) {
      return { status: "failed", list, message: COMPARE_MESSAGES.failed };
    }
    return { status: "ok", list, comparison };
  } catch (e) {
    if (isAppError(e) && e.code === "RATE_LIMITED") return { status: "rate-limited", retryAfterSeconds: e.extra.retryAfterSeconds ?? 60 };
    if (isAppError(e)) throw e;
    logger.error({ err: e }, "compare: failed");
    return { status: "failed", list, message: COMPARE_MESSAGES.failed };
  }
}

export interface PriceComparisonView {
  outcome: CompareOutcome;
  standings: StoreStanding[];
  tip: string | null;
  /** Price-history verdicts keyed by "storeId:productId" (see price-history pairKey). */
  verdicts: Record<string, Verdict>;
}

/** /compare: every nearby store's total for the Weekly Basics list, plus the optimiser's advice. */
export async function getPriceComparison(db: Db, actor: Actor, near: string | null = null): Promise<PriceComparisonView> {
  const source = await loadDemoListSource(db, actor);
  const outcome = await runComparison(db, actor, source, { visitCostCents: 0, maxStores: null, biggerPacks: false, near });
  if (outcome.status !== "ok") return { outcome, standings: [], tip: null, verdicts: {} };
  const standings = storeStandings(outcome.comparison);
  const verdicts = await getPriceVerdicts(db, standings.flatMap((s) => s.lines.map((l) => ({ storeId: s.storeId, productId: l.productId }))));
  return { outcome, standings, tip: smartShoppingTip(outcome.comparison), verdicts: Object.fromEntries(verdicts) };
}
