import { z } from "zod";

const runId = z.string().uuid("Feed not found");

export const publishFeedSchema = z.object({ runId, confirmBelowFloor: z.boolean().optional() });
export const confirmHeldSchema = z.object({ runId, lines: z.union([z.literal("all"), z.array(z.number().int().positive()).min(1).max(10_000)]) });
export const feedRunIdSchema = z.object({ runId });
export const reviewProductSchema = z.object({ productId: z.string().uuid("Product not found") });
