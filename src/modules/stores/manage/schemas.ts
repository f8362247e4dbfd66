import { z } from "zod";
import { canonicalTimeZone } from "@/lib/zoned-time";
import { WEEKDAY_KEYS, openingHoursProblems, type OpeningHours } from "../opening-hours";

export const STORE_TYPES = ["supermarket", "grocery", "butcher", "greengrocer", "fishmonger"] as const;
export const STORE_COUNTRIES = ["NZ", "AU", "US"] as const;
export type StoreCountry = (typeof STORE_COUNTRIES)[number];
/** The zone a new store's form starts with, per country (the admin may pick any IANA zone). */
export const DEFAULT_TIME_ZONE: Record<StoreCountry, string> = { NZ: "Pacific/Auckland", AU: "Australia/Sydney", US: "America/Los_Angeles" };
/** The spec's placeholder address: a store still carrying it is not a real address. */
export const PLACEHOLDER_ADDRESS = "To be updated";

const dayHours = z.union([z.null(), z.strictObject({ open: z.string().max(5), close: z.string().max(5) })]);
const hoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAY_KEYS)[number], typeof dayHours>)
  .superRefine((hours, ctx) => {
    for (const [day, message] of Object.entries(openingHoursProblems(hours as OpeningHours))) ctx.addIssue({ code: "custom", path: [day], message });
  });

/** A store's own fields, as administrators and retailers edit them (the server re-checks everything). */
export const storeDetailsSchema = z.strictObject({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(120, "Name must be at most 120 characters"),
  chain: z.string().trim().max(80, "Chain must be at most 80 characters").optional().transform((v) => (v ? v : null)),
  storeType: z.enum(STORE_TYPES, "Choose a store type"),
  address: z
    .string()
    .trim()
    .min(5, "Enter the street address")
    .max(300, "Address must be at most 300 characters")
    .refine((v) => v.toLowerCase() !== PLACEHOLDER_ADDRESS.toLowerCase(), "Enter the street address"),
  suburb: z.string().trim().max(100).optional().transform((v) => (v ? v : null)),
  city: z.string().trim().min(2, "Enter the city").max(100),
  countryCode: z.enum(STORE_COUNTRIES, "Choose a country"),
  latitude: z.number("Place the store on the map").min(-90).max(90),
  longitude: z.number("Place the store on the map").min(-180).max(180),
  timeZone: z
    .string()
    .trim()
    .refine((v) => canonicalTimeZone(v) !== null, "Unknown time zone (use an IANA name such as Pacific/Auckland)")
    .transform((v) => canonicalTimeZone(v)!),
  openingHours: hoursSchema,
}).refine((s) => !(s.latitude === 0 && s.longitude === 0), { path: ["latitude"], message: "Place the store on the map" });
export type StoreDetailsInput = z.infer<typeof storeDetailsSchema>;

const storeId = z.uuid("Store not found");
export const createStoreSchema = z.strictObject({ store: storeDetailsSchema });
export const updateStoreSchema = z.strictObject({ storeId, store: storeDetailsSchema });
export const storeIdOnlySchema = z.strictObject({ storeId });
export const closeStoreSchema = z.strictObject({ storeId, closed: z.boolean() });
export const rejectLocationSchema = z.strictObject({ storeId, reason: z.string().trim().min(3, "Give the retailer a reason").max(300, "At most 300 characters") });
export const geocodeStoreSchema = z.strictObject({
  address: z.string().trim().min(1, "Enter the street address").max(300),
  suburb: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  countryCode: z.enum(STORE_COUNTRIES, "Choose a country"),
});
