import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { logger } from "@/server/logger";
import type { CurrencyCode } from "@/modules/currency/engine";
import { compareList } from "../compare";
import { loadOwnList } from "../comparison/list-source";
import { readShopperContext, resolveOrigin } from "../comparison/location";
import { totalsAtStore, usualStore, type StoreTotalsDto, type UsualStoreReason } from "./split";

export interface TotalsStoreDto {
  storeId: string;
  name: string;
  distanceKm: number;
  itemsStocked: number;
}

export interface ListTotalsDto extends StoreTotalsDto {
  currency: CurrencyCode;
  store: TotalsStoreDto;
  /** Why this store, when the shopper did not pick it. */
  reason: UsualStoreReason | "chosen" | "here";
  /** Stores the shopper can switch to: those that price at least one line, most lines first. */
  stores: TotalsStoreDto[];
  /** "I'm at" this store: the lines to buy here (the plan's assignment, or every line priced here). */
  here: { storeId: string; storeName: string; fromPlan: boolean; itemIds: string[] } | null;
  computedAt: string;
}

export type ListTotalsOutcome =
  | { status: "ok"; totals: ListTotalsDto }
  | { status: "empty" | "not-found" | "location-needed" | "no-stores" | "failed" };

const STORE_CHOICES = 12;

/**
 * The list's estimated total at one store — the one asked for, else the shopper's usual store —
 * from the same-basket comparison Best Savings runs (decision 036), not a pricing rule of its
 * own. `at` ("I'm at <store>") adds what to buy there: the plan's lines for that store when
 * `fromPlan`, else every line the store prices. Missing or someone else's list: "not-found".
 */
export async function getListTotals(
  db: Db,
  actor: Actor,
  listId: string,
  opts: { storeId?: string | null; at?: string | null; fromPlan?: boolean } = {},
): Promise<ListTotalsOutcome> {
  const source = await loadOwnList(db, actor, listId);
  if (!source) return { status: "not-found" };
  if (!source.items.length) return { status: "empty" };
  try {
    const ctx = await readShopperContext(db, actor);
    const origin = await resolveOrigin(ctx, null, false);
    if (!origin) return { status: "location-needed" };
    const c = await compareList(db, {
      actor, items: source.items, origin, country: ctx.countryCode,
      options: { visitCostCents: 0, maxStores: null, biggerPacks: false }, userCurrency: ctx.preferredCurrency ?? undefined,
    });
    const stores = c.storesConsidered
      .filter((s) => s.itemsStocked > 0)
      .map((s) => ({ storeId: s.storeId, name: s.name, distanceKm: s.distanceKm, itemsStocked: s.itemsStocked }));
    if (!stores.length) return { status: "no-stores" };
    const byId = new Map(stores.map((s) => [s.storeId, s]));
    const usual = usualStore({
      inReach: [...stores].sort((a, b) => b.itemsStocked - a.itemsStocked || a.distanceKm - b.distanceKm).map((s) => s.storeId),
      lastPlanStores: await lastPlanStores(db, actor, listId),
      cheapestSingle: c.savings.comparedWith?.storeId ?? null,
      planStores: c.stores.map((s) => s.storeId),
    });
    const asked = opts.at && byId.has(opts.at) ? opts.at : opts.storeId && byId.has(opts.storeId) ? opts.storeId : null;
    const chosen = asked ?? usual!.storeId;
    const store = byId.get(chosen)!;
    const split = totalsAtStore(c.items, c.itemPrices, chosen);
    const shown = [store, ...stores.filter((s) => s.storeId !== chosen).sort((a, b) => b.itemsStocked - a.itemsStocked || a.distanceKm - b.distanceKm)].slice(0, STORE_CHOICES);
    let here: ListTotalsDto["here"] = null;
    if (opts.at && byId.has(opts.at)) {
      const planned = c.stores.find((s) => s.storeId === opts.at);
      const fromPlan = opts.fromPlan === true && planned !== undefined;
      const itemIds = fromPlan ? planned.items.map((l) => l.listItemId) : split.lines.filter((l) => l.status !== "unpriced").map((l) => l.listItemId);
      here = { storeId: store.storeId, storeName: store.name, fromPlan, itemIds };
    }
    return {
      status: "ok",
      totals: { ...split, currency: c.currency, store, reason: here ? "here" : asked ? "chosen" : usual!.reason, stores: shown, here, computedAt: c.computedAt },
    };
  } catch (err) {
    logger.error({ err }, "list totals: could not compute");
    return { status: "failed" };
  }
}

/** Stores of the actor's last recorded plan for this list, else for any list; most items first. */
async function lastPlanStores(db: Db, actor: Actor, listId: string): Promise<string[]> {
  const res = await db.execute<{ stores: { id: string; itemCount: number }[] }>(sql`
    select stores from shopping_trips where user_id = ${actor.userId}::uuid
    order by (list_id = ${listId}::uuid) desc nulls last, created_at desc limit 1`);
  const stores = res.rows[0]?.stores ?? [];
  return [...stores].sort((a, b) => b.itemCount - a.itemCount).map((s) => s.id);
}
