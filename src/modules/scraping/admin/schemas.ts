import { z } from "zod";
import { hasNoUnsafeJsonText, unsafeTextMessage } from "@/lib/safe-text";
import { CONFIG_LIMITS } from "../engine/config";

export const STORE_TYPES = ["supermarket", "grocery", "butcher", "greengrocer", "fishmonger"] as const;
export type StoreType = (typeof STORE_TYPES)[number];

const storeId = z.uuid("Store not found");

/**
 * A configuration's JSON text through the shared text check (src/lib/safe-text): the text and every
 * name, selector and pattern in it — NUL (also written as \u0000), other controls and bidi
 * overrides are refused with a clear message, never stored.
 */
const configText = (inner: z.ZodString) => inner.refine(hasNoUnsafeJsonText, { error: unsafeTextMessage("The configuration") });

export const storeIdSchema = z.strictObject({ storeId });

export const setStoreScrapingSchema = z.strictObject({ storeId, enabled: z.boolean() });

export const updateStoreConfigSchema = z.strictObject({
  storeId,
  storeType: z.enum(STORE_TYPES, "Choose a store type"),
  scrapingEnabled: z.boolean(),
  /** The JSON editor's text: parsed and validated on the server, problems reported, never silently dropped. */
  configJson: configText(z.string().max(CONFIG_LIMITS.maxJsonChars, `The configuration is longer than ${CONFIG_LIMITS.maxJsonChars} characters`)),
});

export const VALIDATION_STEP_IDS = ["store_init", "countdown", "new_world", "paknsave", "butcher", "price", "memory", "errors"] as const;
export type ValidationStepId = (typeof VALIDATION_STEP_IDS)[number];
export const validationStepSchema = z.strictObject({ step: z.enum(VALIDATION_STEP_IDS) });

/** /test-scraping: a pasted configuration, or a store whose saved configuration to run. */
export const dryRunSchema = z.union([
  z.strictObject({ configJson: configText(z.string().min(1, "Paste a configuration").max(CONFIG_LIMITS.maxJsonChars, `The configuration is longer than ${CONFIG_LIMITS.maxJsonChars} characters`)) }),
  z.strictObject({ storeId }),
]);
export type DryRunInput = z.infer<typeof dryRunSchema>;

/** "Add shop by URL": the address an administrator pasted (normalised and checked on the server). */
export const detectShopSchema = z.strictObject({
  url: z.string().trim().min(1, "Paste the shop's address").max(CONFIG_LIMITS.maxUrlChars, `At most ${CONFIG_LIMITS.maxUrlChars} characters`),
});
export type DetectShopInput = z.infer<typeof detectShopSchema>;
/** One store's schedule: frequency and time (HH:MM) in the store's time zone; weekly runs on a weekday (0 = Sunday). */
export const storeScheduleSchema = z.strictObject({
  storeId,
  frequency: z.enum(["daily", "weekly"], "Choose daily or weekly"),
  runAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM (00:00–23:59)"),
  weekday: z.number().int().min(0, "Choose a weekday").max(6, "Choose a weekday").nullable(),
  paused: z.boolean(),
});
export type StoreScheduleInput = z.infer<typeof storeScheduleSchema>;
