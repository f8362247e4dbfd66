import { z } from "zod";

export const watchListItemSchema = z.object({ listItemId: z.string().uuid("That item was not found.") });
export const watchListSchema = z.object({ listId: z.string().uuid("That list was not found.") });
export const markReadSchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });
export const emptySchema = z.object({}).strict();

/** Profile → Price alerts: the change that counts (whole percent) and whether rises count too. */
export const ALERT_SETTINGS_MESSAGES = {
  threshold: "Choose a whole percentage from 1 to 90.",
} as const;
export const alertSettingsSchema = z.object({
  thresholdPct: z.coerce
    .number({ message: ALERT_SETTINGS_MESSAGES.threshold })
    .int(ALERT_SETTINGS_MESSAGES.threshold)
    .min(1, ALERT_SETTINGS_MESSAGES.threshold)
    .max(90, ALERT_SETTINGS_MESSAGES.threshold),
  includeRises: z.boolean(),
});
export type AlertSettingsInput = z.infer<typeof alertSettingsSchema>;
