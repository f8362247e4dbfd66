/** The price-history module's surface for other modules' UI (as @/modules/currency/client): the opener, the badge, the types. */
export { PriceHistoryButton } from "./components/price-history-button";
export { VerdictBadge } from "./components/verdict-badge";
export { verdictLabel, type Verdict, type VerdictKind, type WeekPoint } from "./engine/verdict";

/** Key of a verdict map: store and product of one line. */
export const verdictKey = (storeId: string, productId: string) => `${storeId}:${productId}`;
