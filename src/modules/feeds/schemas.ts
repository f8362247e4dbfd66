import { z } from "zod";

const runId = z.string().uuid("Feed not found");

export const publishFeedSchema = z.object({ runId, confirmBelowFloor: z.boolean().optional() });
export const confirmHeldSchema = z.object({ runId, lines: z.union([z.literal("all"), z.array(z.number().int().positive()).min(1).max(10_000)]) });
export const feedRunIdSchema = z.object({ runId });
export const reviewProductSchema = z.object({ productId: z.string().uuid("Product not found") });

/** The retailer's feed URL: http(s), no credentials; fetched daily at `fetchHour` in its time zone. */
export const feedSourceSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Enter your feed's address")
    .max(2000, "That address is too long")
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
      } catch {
        return false;
      }
    }, "Enter the feed's full address, starting with https://"),
  fetchHour: z.coerce.number().int().min(0, "Choose an hour").max(23, "Choose an hour"),
  paused: z.boolean().default(false),
});
export type FeedSourceInput = z.output<typeof feedSourceSchema>;
export const emptyFeedSchema = z.object({}).strict();
