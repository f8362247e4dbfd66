"use server";
import { defineAction } from "@/server/action";
import { getPriceHistory } from "./queries";
import { priceHistoryInputSchema } from "./schemas";

/** Opens a product line's price history: any signed-in user (prices are public catalogue data), rate-limited per user. */
export const loadPriceHistoryAction = defineAction(
  priceHistoryInputSchema,
  async (input, _actor, { db }) => ({ ok: true as const, history: await getPriceHistory(db, input) }),
  { limit: "price_history" },
);
