import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { findStoresWithinRadius } from "@/modules/stores";
import { CONTRIBUTION_MESSAGES as M } from "./messages";
import type { NearbyStoreOption } from "./schemas";

/** A receipt's store is one of the stores within this distance of the shopper's place (the comparison's widest reach). */
export const RECEIPT_STORE_RADIUS_KM = 30;

async function shopperPlace(db: Db, actor: Actor): Promise<{ lat: number; lng: number } | null> {
  const [p] = await db.select({ lat: tables.profiles.latitude, lng: tables.profiles.longitude }).from(tables.profiles).where(eq(tables.profiles.userId, actor.userId)).limit(1);
  return p && p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null;
}

/** The stores a shopper may say a receipt is from: shopper-visible stores near their place, nearest first. */
export async function listReceiptStores(db: Db, actor: Actor): Promise<NearbyStoreOption[]> {
  const place = await shopperPlace(db, actor);
  if (!place) return [];
  const { stores } = await findStoresWithinRadius(db, place, RECEIPT_STORE_RADIUS_KM, { limit: 60 });
  return stores.map((s) => ({ id: s.id, name: s.name, chain: s.chain, suburb: s.suburb, distanceKm: Math.round(s.distanceKm * 10) / 10, currency: s.currency }));
}

export interface ReceiptStore {
  id: string;
  currency: "NZD" | "AUD" | "USD";
  countryCode: string;
  timeZone: string;
}

/** The chosen store, when it is one of the shopper's nearby stores; otherwise a clear refusal (nothing is written). */
export async function assertNearbyStore(db: Db, actor: Actor, storeId: string): Promise<ReceiptStore> {
  const place = await shopperPlace(db, actor);
  if (!place) throw new AppError("INVALID_INPUT", M.noLocation, { title: M.errorTitle, fieldErrors: { storeId: [M.noLocation] } });
  const nearby = await listReceiptStores(db, actor);
  if (!nearby.some((s) => s.id === storeId)) throw new AppError("INVALID_INPUT", M.storeNotNearby, { title: M.errorTitle, fieldErrors: { storeId: [M.storeNotNearby] } });
  const s = tables.stores;
  const [store] = await db.select({ id: s.id, currency: s.currency, countryCode: s.countryCode, timeZone: s.timeZone }).from(s).where(eq(s.id, storeId)).limit(1);
  if (!store) throw new AppError("INVALID_INPUT", M.storeNotNearby, { title: M.errorTitle, fieldErrors: { storeId: [M.storeNotNearby] } });
  return store;
}
