import { z } from "zod";

export const priceHistoryInputSchema = z.object({
  productId: z.string().uuid("Unknown product."),
  storeId: z.string().uuid("Unknown store."),
});
export type PriceHistoryInput = z.infer<typeof priceHistoryInputSchema>;
