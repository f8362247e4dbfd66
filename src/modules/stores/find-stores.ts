import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { readProfileLocation } from "@/modules/users";
import { LOCATION_REQUIRED, kmToMiles, resolveSearchLocation, roundDistance, type LatLng } from "./geo";
import type { Geocoder } from "./adapters/types";
import { findStoresWithinRadius, type StoreWithinRadius } from "./radius-search";
import type { FindStoresBody } from "./schemas";
import type { FindStoresResponse, NearbyStore, ProfileAddress, UserLocation } from "./types";


export const SEARCH_FAILED_MESSAGE = "Could not find that location";
export const SAVED_ADDRESS_NOT_FOUND = "We couldn't find your saved address on the map. Please enable GPS or update your address.";
/** Enough for a dense city; totalStoresFound still reports every store inside the radius. */
export const MAX_STORES_RETURNED = 200;

/**
 * Per retailer asked for, its count of available, unexpired coupons on `today` (ISO date). The
 * route passes the coupons module's count (coupons imports stores, so stores cannot call it).
 */
export type CouponCounter = (retailerIds: string[], today: string) => Promise<Map<string, number>>;

export interface FindStoresDeps {
  geocoder: Geocoder;
  /** Each store's `couponsCount`: the coupons of its owning retailer (composed by the route). */
  couponCounts: CouponCounter;
  /** ISO date used for coupon expiry; defaults to today (UTC). */
  today?: string;
}

export async function readProfileAddress(db: Db, actor: Pick<Actor, "userId">): Promise<ProfileAddress> {
  const row = await readProfileLocation(db, actor);
  if (!row) return { streetAddress: null, suburb: null, country: null, countryCode: null, formattedAddress: null, location: null, latitude: null, longitude: null };
  const { streetAddress, suburb, country, countryCode, formattedAddress, location, latitude, longitude } = row;
  return { streetAddress, suburb, country, countryCode, formattedAddress, location, latitude, longitude };
}

/** The text to geocode when only an address is saved: the formatted form, else its parts. */
export function savedAddressText(profile: ProfileAddress): string | null {
  const parts = [profile.streetAddress, profile.suburb, profile.country].filter((x): x is string => Boolean(x?.trim()));
  return profile.formattedAddress?.trim() || profile.location?.trim() || (parts.length ? parts.join(", ") : null);
}

function toDto(s: StoreWithinRadius, couponsCount: number): NearbyStore {
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    suburb: s.suburb,
    city: s.city,
    store_type: s.storeType,
    chain: s.chain,
    distance: roundDistance(s.distanceKm, 2),
    distanceMiles: roundDistance(kmToMiles(s.distanceKm), 2),
    coordinates: { lat: s.latitude, lng: s.longitude },
    couponsCount,
    rating: s.rating,
    currency: s.currency,
    retailerId: s.retailerId,
  };
}

function failure(message: string, error: string, requiresGPS: boolean): FindStoresResponse {
  return { success: false, stores: [], storesByType: {}, userLocation: null, totalStoresFound: 0, message, error, requiresGPS };
}

type Located = { ok: true; location: UserLocation } | { ok: false; response: FindStoresResponse };

/**
 * Where to search from. The request's coordinates (the browser's GPS or the profile coordinates
 * it already knows) win; then a typed address; then, server-side, the profile's saved
 * coordinates and saved address — the spec's order — and otherwise "Location Required".
 */
export async function resolveFindStoresLocation(db: Db, actor: Pick<Actor, "userId">, body: FindStoresBody, deps: FindStoresDeps): Promise<Located> {
  if (body.latitude !== undefined && body.longitude !== undefined) {
    return { ok: true, location: { lat: body.latitude, lng: body.longitude, source: "request" } };
  }
  if (body.address) {
    const place = await deps.geocoder.geocode(body.address);
    if (!place) return { ok: false, response: failure("Search Failed", SEARCH_FAILED_MESSAGE, false) };
    return {
      ok: true,
      location: { lat: place.latitude, lng: place.longitude, source: "address", formattedAddress: place.formattedAddress, countryCode: place.countryCode },
    };
  }
  const profile = await readProfileAddress(db, actor);
  const coords: LatLng | null = profile.latitude !== null && profile.longitude !== null ? { lat: profile.latitude, lng: profile.longitude } : null;
  const resolved = resolveSearchLocation({ profileCoords: coords, profileAddress: savedAddressText(profile) });
  switch (resolved.kind) {
    case "profile-coords":
      return { ok: true, location: { lat: resolved.lat, lng: resolved.lng, source: "profile-coords", formattedAddress: profile.formattedAddress, countryCode: profile.countryCode } };
    case "profile-address": {
      const place = await deps.geocoder.geocode(resolved.address);
      if (!place) return { ok: false, response: failure("GPS Required", SAVED_ADDRESS_NOT_FOUND, true) };
      return {
        ok: true,
        location: { lat: place.latitude, lng: place.longitude, source: "profile-address", formattedAddress: place.formattedAddress, countryCode: place.countryCode },
      };
    }
    default:
      return { ok: false, response: failure(LOCATION_REQUIRED.title, LOCATION_REQUIRED.description, true) };
  }
}

/** POST /api/find-stores for one signed-in user: the spec's response shape, nearest first. */
export async function findStoresForUser(db: Db, actor: Pick<Actor, "userId">, body: FindStoresBody, deps: FindStoresDeps): Promise<FindStoresResponse> {
  const located = await resolveFindStoresLocation(db, actor, body, deps);
  if (!located.ok) return located.response;
  const { location } = located;
  const { stores, total } = await findStoresWithinRadius(db, location, body.maxDistance, { limit: MAX_STORES_RETURNED });
  const today = deps.today ?? new Date().toISOString().slice(0, 10);
  const retailerIds = stores.flatMap((s) => (s.retailerId ? [s.retailerId] : []));
  const coupons = retailerIds.length ? await deps.couponCounts(retailerIds, today) : new Map<string, number>();
  const dtos = stores.map((s) => toDto(s, s.retailerId ? (coupons.get(s.retailerId) ?? 0) : 0));
  const storesByType: Record<string, number> = {};
  for (const s of dtos) storesByType[s.store_type] = (storesByType[s.store_type] ?? 0) + 1;
  const radius = roundDistance(body.maxDistance, 1);
  return {
    success: true,
    stores: dtos,
    storesByType,
    userLocation: location,
    totalStoresFound: total,
    message: total === 0 ? `No stores found within ${radius} km` : `Found ${total} ${total === 1 ? "store" : "stores"} within ${radius} km`,
    error: null,
    requiresGPS: false,
  };
}
