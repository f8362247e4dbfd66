import type { CurrencyCode } from "@/modules/currency/engine";
import type { LatLng } from "./geo";
import type { ProfilePlace } from "@/modules/users";

/** One store in a find-stores response (spec section 3 "Store"), plus a few display extras. */
export interface NearbyStore {
  id: string;
  name: string;
  address: string;
  suburb: string | null;
  city: string | null;
  store_type: string;
  chain: string | null;
  /** Kilometres from the search point, 2 decimals. */
  distance: number;
  distanceMiles: number;
  coordinates: LatLng;
  couponsCount: number;
  /** Out of 5; null when the store has no rating yet. */
  rating: number | null;
  currency: CurrencyCode;
  retailerId: string | null;
}

/** "request": coordinates the browser sent (its GPS or the profile coordinates it already had). */
export type UserLocationSource = "request" | "address" | "profile-coords" | "profile-address";

export interface UserLocation extends LatLng {
  source: UserLocationSource;
  /** The geocoded place when the location came from an address. */
  formattedAddress?: string | null;
  countryCode?: string | null;
}

/** Spec's store search response: success, stores, storesByType, userLocation, totalStoresFound, message, error, requiresGPS. */
export interface FindStoresResponse {
  success: boolean;
  stores: NearbyStore[];
  /** Count of returned stores per store_type. */
  storesByType: Record<string, number>;
  userLocation: UserLocation | null;
  /** Every store inside the radius, even when the list is capped. */
  totalStoresFound: number;
  message: string;
  error: string | null;
  requiresGPS: boolean;
}

/** The profile's saved address, as the address editor and the header's location button see it (the users module saves it). */
export type ProfileAddress = ProfilePlace;

/** A place picked in the address editor (spec "Address"); coordinates when geocoded or autocompleted. */
export interface AddressCandidate {
  streetAddress: string;
  suburb: string;
  country: string;
  countryCode: string | null;
  formattedAddress: string;
  latitude: number | null;
  longitude: number | null;
}

export interface PlaceSuggestion {
  id: string;
  label: string;
  secondary: string;
  candidate: AddressCandidate;
}
