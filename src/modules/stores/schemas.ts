import { z } from "zod";
import { hasNoUnsafeText, normaliseText, unsafeTextMessage } from "@/lib/safe-text";
import { STORE_SEARCH_RADIUS_KM } from "./geo";

/** The spec's search radius is 30 km; callers may widen it, but never past this. */
export const MAX_SEARCH_RADIUS_KM = 100;

export const ADDRESS_LIMITS = { street: 200, suburb: 100, country: 100, formatted: 400 } as const;
export const INCOMPLETE_ADDRESS_MESSAGE = "Please fill in all address fields";

/** The shared text step in front of each address string: unsafe characters refused, invisible edges trimmed. */
const addressText = (label: string) =>
  z
    .string()
    .max(2000, `${label} is too long`)
    .refine(hasNoUnsafeText, { error: unsafeTextMessage(label), abort: true })
    .transform(normaliseText);

const latitude = z.number().finite().min(-90).max(90);
const longitude = z.number().finite().min(-180).max(180);

/** POST /api/find-stores: maxDistance plus latitude+longitude, or an address, or nothing (use the profile). */
export const findStoresBodySchema = z
  .object({
    maxDistance: z.number().finite().positive().max(MAX_SEARCH_RADIUS_KM).default(STORE_SEARCH_RADIUS_KM),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    address: addressText("Address").pipe(z.string().trim().max(ADDRESS_LIMITS.formatted)).optional(),
  })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: "latitude and longitude must be sent together",
    path: ["latitude"],
  });
export type FindStoresBody = z.output<typeof findStoresBodySchema>;

const requiredText = (label: string, max: number) =>
  addressText(label).pipe(
    z
    .string()
    .trim()
    .min(1, INCOMPLETE_ADDRESS_MESSAGE)
    .max(max, `${label} must be ${max} characters or less`),
  );

/** Manual address entry: street, suburb, country, all non-blank after trim (spec limits 200/100/100). */
export const manualAddressSchema = z.object({
  streetAddress: requiredText("Street address", ADDRESS_LIMITS.street),
  suburb: requiredText("Suburb", ADDRESS_LIMITS.suburb),
  country: requiredText("Country", ADDRESS_LIMITS.country),
});
export type ManualAddressInput = z.output<typeof manualAddressSchema>;

/** What the confirm step saves to the profile. Coordinates are optional: a manual address may not geocode. */
export const saveAddressSchema = z
  .object({
    streetAddress: addressText("Street address").pipe(z.string().trim().max(ADDRESS_LIMITS.street, `Street address must be ${ADDRESS_LIMITS.street} characters or less`)),
    suburb: addressText("Suburb").pipe(z.string().trim().max(ADDRESS_LIMITS.suburb, `Suburb must be ${ADDRESS_LIMITS.suburb} characters or less`)),
    country: requiredText("Country", ADDRESS_LIMITS.country),
    formattedAddress: addressText("Address").pipe(z.string().trim().min(1, INCOMPLETE_ADDRESS_MESSAGE).max(ADDRESS_LIMITS.formatted)),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase())
      .nullable()
      .optional(),
    latitude: latitude.nullable().optional(),
    longitude: longitude.nullable().optional(),
  })
  .refine((a) => a.streetAddress.length > 0 || a.suburb.length > 0, { message: INCOMPLETE_ADDRESS_MESSAGE, path: ["suburb"] })
  .refine((a) => (a.latitude == null) === (a.longitude == null), { message: "latitude and longitude must be sent together", path: ["latitude"] });
export type SaveAddressInput = z.output<typeof saveAddressSchema>;

/** "Save it as your address": the browser's position the shopper is comparing around. */
export const saveBrowserLocationSchema = z.object({ latitude, longitude });
export type SaveBrowserLocationInput = z.output<typeof saveBrowserLocationSchema>;

export const BROWSER_LOCATION_MESSAGES = {
  unknownPlace: "We couldn't tell which town this is. Set your address in Profile instead.",
} as const;

export const placeQuerySchema = z.object({ query: addressText("Search").pipe(z.string().trim().min(2).max(ADDRESS_LIMITS.formatted)) });

/** A query value that is present and numeric: an empty `lat=` is a missing value, not zero. */
const queryNumber = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, `${label} must be a number`)
    .transform(Number);

export const reverseGeocodeQuerySchema = z.object({
  lat: queryNumber("lat").pipe(latitude),
  lng: queryNumber("lng").pipe(longitude),
});
