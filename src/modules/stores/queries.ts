import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { env } from "@/server/env";
import { readProfileAddress, savedAddressText } from "./find-stores";
import type { ProfileAddress } from "./types";

export type { StorePageData, StoreDetail, StoreCoupon, PriceDeal } from "./store-page-queries";

/** The actor's own saved address (header location button, address editor, /map's fallbacks). */
export async function getProfileAddress(db: Db, actor: Actor): Promise<ProfileAddress> {
  return readProfileAddress(db, actor);
}

export interface MapPageData {
  address: ProfileAddress;
  /** What the server would geocode if the browser has no GPS and no saved coordinates. */
  addressText: string | null;
  googleConfigured: boolean;
}

export async function getMapPageData(db: Db, actor: Actor): Promise<MapPageData> {
  const address = await getProfileAddress(db, actor);
  return { address, addressText: savedAddressText(address), googleConfigured: isGoogleMapsConfigured() };
}

/** Whether the server holds a Google Maps key (map, Places autocomplete and geocoding). */
export function isGoogleMapsConfigured(): boolean {
  return Boolean(env.GOOGLE_MAPS_API_KEY);
}
