import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { readProfileLocation } from "@/modules/users";
import { isCurrencyCode, type CurrencyCode } from "@/modules/currency/engine";
import { createOfflineGeocoder, DEFAULT_MAP_CENTER } from "@/modules/stores/shared";
import { placeAt, type ShopperPlace } from "@/modules/stores";
import type { ComparisonOrigin } from "../dto";
import { MAX_RADIUS_KM } from "../schemas";


export interface ShopperContext {
  profileOrigin: ComparisonOrigin | null;
  savedAddress: string | null;
  preferredCurrency: CurrencyCode | null;
  /** The profile's country code ("NZ", "AU", "US"): the sense of the shopper's regional words. */
  countryCode: string | null;
}

/** The spec's sample city, used (and labelled) when the shopper has not saved any address. */
export const SAMPLE_ORIGIN: ComparisonOrigin = { ...DEFAULT_MAP_CENTER, label: "Sydney CBD (sample location)", source: "sample" };

/** The shopper's saved location and currency (one primary-key read). */
export async function readShopperContext(db: Db, actor: Pick<Actor, "userId">): Promise<ShopperContext> {
  const row = await readProfileLocation(db, actor);
  if (!row) return { profileOrigin: null, savedAddress: null, preferredCurrency: null, countryCode: null };
  const savedAddress = row.formattedAddress?.trim() || row.location?.trim() || [row.streetAddress, row.suburb, row.country].filter((x) => x?.trim()).join(", ") || null;
  const profileOrigin =
    row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude, label: savedAddress ?? "your saved location", source: "profile" as const } : null;
  return { profileOrigin, savedAddress, preferredCurrency: isCurrencyCode(row.preferredCurrency) ? row.preferredCurrency : null, countryCode: row.countryCode?.trim().toUpperCase() || null };
}

/** Free text or coordinates sent by a client → an origin, using the bundled gazetteer (no network). */
export async function originFromUserLocation(value: string | { latitude: number; longitude: number } | null | undefined): Promise<ComparisonOrigin | null> {
  if (!value) return null;
  if (typeof value === "object") return { lat: value.latitude, lng: value.longitude, label: "your browser's location", source: "address" };
  const text = value.trim();
  if (!text) return null;
  const place = await createOfflineGeocoder().geocode(text);
  return place ? { lat: place.latitude, lng: place.longitude, label: place.formattedAddress || text, source: "address" } : null;
}

/**
 * Where the comparison is centred: the profile's coordinates, else a location the caller supplied,
 * else the saved address geocoded offline, else (pages only) the labelled sample city.
 */
export async function resolveOrigin(
  ctx: ShopperContext,
  userLocation: string | { latitude: number; longitude: number } | null | undefined,
  allowSample: boolean,
): Promise<ComparisonOrigin | null> {
  if (ctx.profileOrigin) return ctx.profileOrigin;
  const sent = await originFromUserLocation(userLocation);
  if (sent) return sent;
  const saved = await originFromUserLocation(ctx.savedAddress);
  if (saved) return { ...saved, source: "profile" };
  return allowSample ? SAMPLE_ORIGIN : null;
}

/**
 * The shopper's place for targeting banners, featured deals and coupons (decision media-044): the
 * comparison's centre from the saved address (coordinates, else its offline geocode), the
 * profile's country (else the gazetteer's), and the comparison radius. Null when the shopper has
 * saved no usable address: nothing is "local" to nowhere, so targeted content is not shown.
 */
export async function getShopperPlace(db: Db, actor: Pick<Actor, "userId">): Promise<ShopperPlace | null> {
  const ctx = await readShopperContext(db, actor);
  const origin = await resolveOrigin(ctx, null, false);
  if (!origin) return null;
  const at = placeAt(origin.lat, origin.lng);
  return { lat: origin.lat, lng: origin.lng, countryCode: ctx.countryCode ?? at.countryCode, label: at.name ?? origin.label, radiusKm: MAX_RADIUS_KM };
}
