"use server";
import { defineAction } from "@/server/action";
import { getPriceHistory } from "@/modules/price-history";
import { priceHistoryInputSchema } from "@/modules/price-history/shared";
import { priceIdUnderReviewSql } from "@/modules/moderation";
import { describePrice } from "@/modules/moderation/engine";

/**
 * Opens a product line's price history: any signed-in user (prices are public catalogue data), rate-limited per user.
 * With the current price's review state and its source and age in the price rule's words: both are moderation's,
 * so pricing (which reads both modules) composes them and the screens pass this action to the price history button
 * (decision 059: price-history does not import moderation).
 */
export const loadPriceHistoryAction = defineAction(
  priceHistoryInputSchema,
  async (input, _actor, { db }) => {
    const history = await getPriceHistory(db, input, { underReview: priceIdUnderReviewSql });
    return { ok: true as const, history, sourceWords: describePrice(history.current, new Date()) };
  },
  { limit: "price_history" },
);
