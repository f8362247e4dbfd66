export {
  DAY_MS, FRESHNESS_DAYS, SOURCE_WORDS, STANDING_WORDS, countsForPlans, describePrice, freshCutoffs, isStale, priceAgeWords, priceStanding, sourceWords, staleAfter,
} from "./price-standing";
export type { PriceFacts, PriceSourceKind, PriceStanding } from "./price-standing";
