import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { findRetailerOfUser } from "@/modules/retailers";
import { type RetailerRef } from "@/modules/retailers/shared";
import { ensureStoreCodes, listRetailerFeedStores, type RetailerFeedStore } from "@/modules/stores";

/** Every store of the retailer gets a code for local inventory feeds (the stores module assigns them). */
export { ensureStoreCodes };

/** A retailer's store as its feeds see it (owned by the stores module). */
export type FeedStore = RetailerFeedStore;

export interface RetailerFeedContext {
  /** The retailer the feed belongs to, as the server established it (the owner queries take this). */
  retailer: RetailerRef;
  retailerId: string;
  retailerName: string;
  stores: FeedStore[];
  /** The currency and time zone rows are read in: those of most of the retailer's publishable stores. */
  currency: string | null;
  timeZone: string | null;
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}

/** The session's retailer (or "not found"), its stores, and the currency and zone its feeds are read in. */
export async function retailerFeedContext(db: Db, actor: Pick<Actor, "userId">): Promise<RetailerFeedContext> {
  const retailer = await findRetailerOfUser(db, actor);
  if (!retailer) throw new AppError("NOT_FOUND", "Set up your retailer profile first.");
  return contextOfRetailer(db, retailer, retailer.name);
}

export async function contextOfRetailer(db: Db, retailer: RetailerRef, retailerName: string): Promise<RetailerFeedContext> {
  const stores: FeedStore[] = await listRetailerFeedStores(db, retailer);
  const open = stores.filter((x) => x.publishable);
  const basis = open.length ? open : stores;
  return { retailer, retailerId: retailer.id, retailerName, stores, currency: mostCommon(basis.map((x) => x.currency)), timeZone: mostCommon(basis.map((x) => x.timeZone)) };
}
