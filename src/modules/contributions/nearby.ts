import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { findStoresWithinRadius } from "@/modules/stores";
import { getStoreRegion, type StoreRegion } from "@/modules/stores";
import { getSavedPlaceCoordinates } from "@/modules/users";
import { CONTRIBUTION_MESSAGES as M } from "./messages";
import type { NearbyStoreOption } from "./schemas";

/** A receipt's store is one of the stores within this distance of the shopper's place (the comparison's widest reach). */
export const RECEIPT_STORE_RADIUS_KM = 30;

/** The stores a shopper may say a receipt is from: shopper-visible stores near their place, nearest first. */
export async function listReceiptStores(db: Db, actor: Actor): Promise<NearbyStoreOption[]> {
  const place = await getSavedPlaceCoordinates(db, actor);
  if (!place) return [];
  const { stores } = await findStoresWithinRadius(db, place, RECEIPT_STORE_RADIUS_KM, { limit: 60 });
  return stores.map((s) => ({ id: s.id, name: s.name, chain: s.chain, suburb: s.suburb, distanceKm: Math.round(s.distanceKm * 10) / 10, currency: s.currency }));
}

export type ReceiptStore = StoreRegion;

/** The chosen store, when it is one of the shopper's nearby stores; otherwise a clear refusal (nothing is written). */
export async function assertNearbyStore(db: Db, actor: Actor, storeId: string): Promise<ReceiptStore> {
  const place = await getSavedPlaceCoordinates(db, actor);
  if (!place) throw new AppError("INVALID_INPUT", M.noLocation, { title: M.errorTitle, fieldErrors: { storeId: [M.noLocation] } });
  const nearby = await listReceiptStores(db, actor);
  if (!nearby.some((s) => s.id === storeId)) throw new AppError("INVALID_INPUT", M.storeNotNearby, { title: M.errorTitle, fieldErrors: { storeId: [M.storeNotNearby] } });
  const store = await getStoreRegion(db, storeId);
  if (!store) throw new AppError("INVALID_INPUT", M.storeNotNearby, { title: M.errorTitle, fieldErrors: { storeId: [M.storeNotNearby] } });
  return store;
}
