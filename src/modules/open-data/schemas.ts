import { z } from "zod";
import { gs1CheckDigit } from "@/modules/barcodes/engine";

/** The licence line every page of the API, the export and /developers carry. */
export const OPEN_DATA_LICENCE = "Open Database License (ODbL) v1.0 — https://opendatacommons.org/licenses/odbl/1-0/ — attribute “Cartwise open prices”.";
export const OPEN_DATA_LICENCE_ID = "ODbL-1.0";

/** Pages never hold more than this many prices (the `limit` parameter may ask for fewer). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 50;

/** Requests a minute: without a key per client address, with a key per key. */
export const ANONYMOUS_PER_MINUTE = 10;
export const KEYED_PER_MINUTE = 60;
export const MAX_ACTIVE_API_KEYS = 5;

export const OPEN_DATA_MESSAGES = {
  gtinFormat: "gtin must be 8, 12, 13 or 14 digits.",
  gtinCheck: "gtin's check digit is wrong.",
  product: "product must be a product id (a UUID).",
  lat: "lat must be a number between -90 and 90.",
  lng: "lng must be a number between -180 and 180.",
  radius: `radius_km must be a number from 0.1 to ${MAX_RADIUS_KM}.`,
  latLngTogether: "lat and lng must be given together.",
  radiusNeedsPoint: "radius_km needs lat and lng.",
  since: "since must be a date (2026-11-01) or a date and time with a zone (2026-11-01T08:00:00Z).",
  sinceFuture: "since must not be in the future.",
  cursor: "cursor is not valid: pass back next_cursor from the previous page unchanged, with the same filters.",
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  unknownParameter: (names: string[]) => `Unknown parameter${names.length > 1 ? "s" : ""}: ${names.join(", ")}.`,
  productNotFound: "No product with this id.",
  badKey: "The API key is not valid or has been revoked.",
  badAuthorization: "Send an API key as `Authorization: Bearer <key>`.",
  limited: (perMinute: number) => `Too many requests: at most ${perMinute} a minute. Wait and try again, or use an API key (issued in Profile) for ${KEYED_PER_MINUTE} a minute.`,
  noExport: "No export has been made yet. The export is made nightly; try again later.",
  keyName: "Give the key a name of 1 to 60 characters.",
  tooManyKeys: `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one first.`,
  keyNotFound: "That API key could not be found.",
} as const;

const GTIN = /^(\d{8}|\d{12}|\d{13}|\d{14})$/;
const validCheckDigit = (gtin: string) => gs1CheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));

const paging = {
  cursor: z
    .string()
    .max(300, OPEN_DATA_MESSAGES.cursor)
    .regex(/^[A-Za-z0-9_-]+$/, OPEN_DATA_MESSAGES.cursor)
    .optional()
    .meta({ description: "Opaque position: `next_cursor` of the previous page. Send the same filters with it." }),
  limit: z.coerce
    .number(OPEN_DATA_MESSAGES.limit)
    .int(OPEN_DATA_MESSAGES.limit)
    .min(1, OPEN_DATA_MESSAGES.limit)
    .max(MAX_PAGE_SIZE, OPEN_DATA_MESSAGES.limit)
    .default(MAX_PAGE_SIZE)
    .meta({ description: `Prices per page, at most ${MAX_PAGE_SIZE}.` }),
};

const place = {
  lat: z.coerce.number(OPEN_DATA_MESSAGES.lat).min(-90, OPEN_DATA_MESSAGES.lat).max(90, OPEN_DATA_MESSAGES.lat).optional().meta({ description: "Latitude of the centre of a search (WGS 84 degrees); with lng." }),
  lng: z.coerce.number(OPEN_DATA_MESSAGES.lng).min(-180, OPEN_DATA_MESSAGES.lng).max(180, OPEN_DATA_MESSAGES.lng).optional().meta({ description: "Longitude of the centre of a search; with lat." }),
  radius_km: z.coerce
    .number(OPEN_DATA_MESSAGES.radius)
    .min(0.1, OPEN_DATA_MESSAGES.radius)
    .max(MAX_RADIUS_KM, OPEN_DATA_MESSAGES.radius)
    .optional()
    .meta({ description: `Only stores within this distance of lat/lng (default ${DEFAULT_RADIUS_KM} km when lat/lng are given).` }),
  since: z
    .union([z.iso.datetime({ offset: true, message: OPEN_DATA_MESSAGES.since }), z.iso.date(OPEN_DATA_MESSAGES.since)], { error: OPEN_DATA_MESSAGES.since })
    .optional()
    .meta({ description: "Only prices observed at or after this time (a date is midnight UTC)." }),
};

function checkPlace(q: { lat?: number; lng?: number; radius_km?: number; since?: string }, ctx: z.RefinementCtx) {
  if ((q.lat === undefined) !== (q.lng === undefined)) ctx.addIssue({ code: "custom", path: [q.lat === undefined ? "lat" : "lng"], message: OPEN_DATA_MESSAGES.latLngTogether });
  if (q.radius_km !== undefined && q.lat === undefined) ctx.addIssue({ code: "custom", path: ["radius_km"], message: OPEN_DATA_MESSAGES.radiusNeedsPoint });
  if (q.since && Date.parse(q.since) > Date.now() + 60_000) ctx.addIssue({ code: "custom", path: ["since"], message: OPEN_DATA_MESSAGES.sinceFuture });
}

/** GET /api/v1/prices query (query strings: numbers are coerced; unknown parameters are refused). */
export const pricesQuerySchema = z
  .strictObject({
    gtin: z
      .string()
      .regex(GTIN, OPEN_DATA_MESSAGES.gtinFormat)
      .refine((g) => !GTIN.test(g) || validCheckDigit(g), OPEN_DATA_MESSAGES.gtinCheck)
      .optional()
      .meta({ description: "Only this product by its barcode (GTIN-8, UPC-A, EAN-13 or GTIN-14, check digit included)." }),
    product: z.uuid(OPEN_DATA_MESSAGES.product).optional().meta({ description: "Only this product by its Cartwise id." }),
    ...place,
    ...paging,
  })
  .superRefine(checkPlace);

/** GET /api/v1/products/{id}/history query. */
export const historyQuerySchema = z.strictObject({ ...place, ...paging }).superRefine(checkPlace);
/** The export takes no parameters (unknown ones are refused like everywhere else). */
export const exportQuerySchema = z.strictObject({});
export const productIdSchema = z.uuid(OPEN_DATA_MESSAGES.product).meta({ description: "The product's Cartwise id." });

export type PricesQuery = z.output<typeof pricesQuerySchema>;
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const publishedPriceSchema = z.object({
  id: z.string().meta({ description: "The observation's id (a decimal integer as a string)." }),
  observed_at: z.string().meta({ description: "When the price was seen (RFC 3339, UTC, microseconds): the receipt's date or the feed's time." }),
  price_cents: z.number().int().meta({ description: "The shelf price in the currency's minor unit (cents)." }),
  currency: z.enum(["NZD", "AUD", "USD"]).meta({ description: "ISO 4217 currency of price_cents and unit_price_cents." }),
  unit_price_cents: z.number().nullable().meta({ description: "Price per kilogram, litre or item (by product.unit: g → per kg, ml → per L, each → per item), in minor units; null when unknown." }),
  on_special: z.boolean().meta({ description: "The price was a promotion." }),
  source: z.enum(["receipt", "retailer"]).meta({ description: "receipt: from a receipt a shopper chose to share; retailer: from the retailer's own price feed." }),
  product: z
    .object({
      id: z.string().meta({ description: "Cartwise product id (UUID)." }),
      name: z.string().meta({ description: "Product name." }),
      brand: z.string().nullable().meta({ description: "Brand, when known." }),
      size: z.string().nullable().meta({ description: "Pack size as printed (\"1L\", \"500g\")." }),
      gtin: z.string().nullable().meta({ description: "Barcode as stored (GTIN-8/12/13/14), when known." }),
      unit: z.enum(["g", "ml", "each"]).meta({ description: "Unit of unit_quantity." }),
      unit_quantity: z.number().meta({ description: "Pack quantity in unit." }),
    })
    .meta({ description: "The product priced." }),
  store: z
    .object({
      id: z.string().meta({ description: "Cartwise store id (UUID)." }),
      name: z.string().meta({ description: "Store name." }),
      chain: z.string().nullable().meta({ description: "Chain or banner, when known." }),
      city: z.string().nullable().meta({ description: "City, when known." }),
      country_code: z.string().meta({ description: "ISO 3166-1 alpha-2 country." }),
      latitude: z.number().meta({ description: "Store latitude (WGS 84)." }),
      longitude: z.number().meta({ description: "Store longitude (WGS 84)." }),
    })
    .meta({ description: "The store where the price was seen." }),
  distance_km: z.number().nullable().optional().meta({ description: "Distance from lat/lng in km (only when lat/lng were given)." }),
});
export type PublishedPrice = z.output<typeof publishedPriceSchema>;

export const pricePageSchema = z.object({
  data: z.array(publishedPriceSchema).meta({ description: `Up to ${MAX_PAGE_SIZE} prices, newest observation first.` }),
  next_cursor: z.string().nullable().meta({ description: "Pass as cursor for the next page; null on the last page." }),
  licence: z.string().meta({ description: "Licence of the data (ODbL 1.0) and the attribution asked for." }),
});
export type PricePage = z.output<typeof pricePageSchema>;

/** RFC 9457 problem details (application/problem+json). */
export const problemSchema = z.object({
  type: z.string().meta({ description: "URI naming the kind of problem (documented on /developers)." }),
  title: z.string().meta({ description: "Short summary of the kind of problem." }),
  status: z.number().int().meta({ description: "The HTTP status code." }),
  detail: z.string().meta({ description: "What went wrong with this request, in words." }),
  instance: z.string().meta({ description: "The request path and its request id." }),
  errors: z
    .array(z.object({ parameter: z.string(), detail: z.string() }))
    .optional()
    .meta({ description: "For 400: each refused parameter and why." }),
});
export type Problem = z.output<typeof problemSchema>;

export const apiKeyNameSchema = z.object({ name: z.string().trim().min(1, OPEN_DATA_MESSAGES.keyName).max(60, OPEN_DATA_MESSAGES.keyName) });
export const apiKeyIdSchema = z.object({ id: z.uuid(OPEN_DATA_MESSAGES.keyNotFound) });
export const openDataSwitchSchema = z.object({ enabled: z.boolean() });

export interface ApiKeyView { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null }
