import { z } from "zod";
import { safeText } from "@/lib/safe-text";
import { CURRENCY_CODES } from "@/modules/currency/engine";

/** Texts from the spec's error catalogue (section 8, Price comparison) and our own controls. */
export const COMPARE_MESSAGES = {
  emptyList: "Add some items to your list before comparing prices.",
  failedTitle: "Price Comparison Failed",
  failed: "We couldn't find prices for some items — try again or add more common items.",
  network: "Network error — please check your connection and try again.",
  noStoresTitle: "No Stores Found",
  noStores: "No stores with prices were found within 30 km of your location.",
  noRealData: "No Real Data Available: No real store data found. Please contact admin to populate local store pricing.",
  rateLimitTitle: "Too many requests",
  rateLimited: "Please wait a moment before comparing prices again.",
  locationRequired: "Please enable GPS or update your address in Profile settings.",
  locationRequiredTitle: "Location Required",
  locationAsk: "Where should we compare prices? Allow your browser's location, or save your address in Profile.",
  usingBrowserLocation: "Comparing around your browser's location.",
} as const;

/** Spec: at least 5 items per store in a multi-store plan; search radius 5 km growing to 30 km. */
export const MIN_ITEMS_PER_STORE = 5;
export const RADIUS_STEPS_KM = [5, 10, 15, 20, 25, 30] as const;
export const MAX_RADIUS_KM = 30;
/** Upper bound on the "is another stop worth $X?" control: NZ$/A$/$ 100. */
export const MAX_VISIT_COST_CENTS = 10_000;
export const MAX_STORES_CHOICES = [1, 2, 3, 4] as const;
/** Longest list the comparison accepts in one go (the optimiser is exact, so bound its input). */
export const MAX_COMPARE_ITEMS = 100;

export const visitCostSchema = z.coerce.number().int().min(0).max(MAX_VISIT_COST_CENTS);
export const maxStoresSchema = z.union([z.literal(null), z.coerce.number().int().min(1).max(4)]);

/** "lat,lng" from the browser's location (used only when the shopper has no saved address). */
export const nearSchema = z
  .string()
  .max(60)
  .regex(/^-?\d{1,2}(?:\.\d+)?,-?\d{1,3}(?:\.\d+)?$/, "Location must be latitude,longitude.")
  .refine((v) => {
    const [lat, lng] = v.split(",").map(Number);
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  }, "Location must be latitude,longitude.");

export const compareOptionsSchema = z.object({
  visitCostCents: visitCostSchema.default(0),
  maxStores: maxStoresSchema.default(null),
  /** "Bigger packs when cheaper per unit" (decision 036): off by default. */
  biggerPacks: z.boolean().default(false),
  near: nearSchema.nullable().default(null),
});
export type CompareOptionsInput = z.infer<typeof compareOptionsSchema>;
/** The options as callers may pass them: bigger packs off and no browser location unless given. */
export type CompareOptions = Omit<CompareOptionsInput, "biggerPacks" | "near"> & Partial<Pick<CompareOptionsInput, "biggerPacks" | "near">>;

/** Page URL state (?visit=300&max=2): anything malformed falls back to the defaults instead of failing. */
export function parseCompareSearchParams(params: Record<string, string | string[] | undefined>): CompareOptionsInput {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const visit = visitCostSchema.safeParse(first(params.visit));
  const maxRaw = first(params.max);
  const max = maxRaw && maxRaw !== "any" ? maxStoresSchema.safeParse(maxRaw) : null;
  const near = nearSchema.safeParse(first(params.near));
  return { visitCostCents: visit.success ? visit.data : 0, maxStores: max?.success ? max.data : null, biggerPacks: first(params.bigger) === "1", near: near.success ? near.data : null };
}

/** The browser's location as the comparison takes it. */
export function nearToLocation(near: string | null | undefined): { latitude: number; longitude: number } | null {
  if (!near) return null;
  const [latitude, longitude] = near.split(",").map(Number);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

export function compareSearchString(options: CompareOptions): string {
  const q = new URLSearchParams();
  if (options.visitCostCents > 0) q.set("visit", String(options.visitCostCents));
  if (options.maxStores) q.set("max", String(options.maxStores));
  if (options.biggerPacks) q.set("bigger", "1");
  if (options.near) q.set("near", options.near);
  const s = q.toString();
  return s ? `?${s}` : "";
}

const id = z.string().max(100);

export const compareListSchema = compareOptionsSchema.extend({ listId: id.nullable().default(null) });
export type CompareListInput = z.infer<typeof compareListSchema>;

export const itemLockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("product"), productId: id }),
  z.object({ kind: z.literal("brand"), brand: safeText("Brand", { max: 100 }).pipe(z.string().min(1, "Please choose a brand.")) }),
  z.object({ kind: z.literal("store"), storeId: id }),
  z.object({ kind: z.literal("clear") }),
]);
export type ItemLockInput = z.infer<typeof itemLockSchema>;

export const setItemLockSchema = compareListSchema.extend({ listId: id, itemId: id, lock: itemLockSchema });
export type SetItemLockInput = z.infer<typeof setItemLockSchema>;

/** Choose a substitute for a line (productId) or go back to the line's own words (null); decision 054. */
export const chooseSubstituteSchema = compareListSchema.extend({ listId: id, itemId: id, productId: id.nullable() });
export type ChooseSubstituteInput = z.infer<typeof chooseSubstituteSchema>;

/** "Not this product" on a plan line (decision 058). */
export const excludeProductSchema = compareListSchema.extend({ listId: id, itemId: id, productId: id });
/** "Undo exclusion": one product back, or every exclusion of the line (null). */
export const undoExclusionSchema = compareListSchema.extend({ listId: id, itemId: id, productId: id.nullable() });

const coordinate = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

/** POST /api/scrape-prices (spec section 7). Unknown keys are dropped; known ones are checked strictly. */
export const scrapePricesSchema = z.object({
  shoppingList: z
    .array(
      z.object({
        item_name: safeText("Item name", { max: 1000 }).pipe(z.string().min(1, "Item name must be between 1 and 100 characters.").max(100, "Item name must be between 1 and 100 characters.")),
        quantity: z.coerce.number().int().min(1).max(999).default(1),
      }),
    )
    .max(MAX_COMPARE_ITEMS, `At most ${MAX_COMPARE_ITEMS} items can be compared at once.`),
  listId: id.nullish(),
  enhanced: z.boolean().optional(),
  userCurrency: z.enum(CURRENCY_CODES).optional(),
  userLocation: z.union([safeText("Location", { max: 300 }), coordinate]).nullish(),
  visitCostCents: visitCostSchema.optional(),
  maxStores: maxStoresSchema.optional(),
  /** "Bigger packs when cheaper per unit" (decision 036); off unless sent. */
  biggerPacks: z.boolean().optional(),
});
export type ScrapePricesBody = z.infer<typeof scrapePricesSchema>;
