/**
 * Which price counts (decision 046): ONE pure rule, used by the optimiser's offer query,
 * the pages that show prices and (later) the open API.
 *
 * Every current price has a source, an observed time and a review status.
 * - Under review (reported by two different shoppers, or corrected by its own contributor, and not
 *   yet resolved): shown as "under review", never used for plans.
 * - Past its source's freshness limit: shown as stale, never used for plans.
 *     scrape 14 days (or the special's stated end, if sooner) · receipt 30 days · retailer: the feed's own validity when stored, else 7 days ·
 *     seed (demo data): never stale, so the demo keeps working on any date.
 *   A price exactly at its limit is still fresh; one millisecond past it is stale.
 * - Otherwise usable. Among observations of one product at one store the newest wins (the
 *   current-prices trigger keeps it), so a receipt never overrides a newer scrape or retailer price.
 */

export type PriceSourceKind = "scrape" | "receipt" | "retailer" | "seed";
export type PriceStanding = "usable" | "stale" | "under_review";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a price of each source stays fresh; null = never stale. */
export const FRESHNESS_DAYS: Readonly<Record<PriceSourceKind, number | null>> = {
  scrape: 14,
  receipt: 30,
  retailer: 7,
  seed: null,
};

export interface PriceFacts {
  source: PriceSourceKind;
  observedAt: Date | string;
  /** A retailer feed's own end of validity, when the feed stated one. */
  validUntil?: Date | string | null;
  underReview?: boolean;
}

const toMs = (d: Date | string) => (typeof d === "string" ? Date.parse(d) : d.getTime());

/** The instant a price stops being fresh, or null when it never does. */
export function staleAfter(facts: Pick<PriceFacts, "source" | "observedAt" | "validUntil">): Date | null {
  if (facts.source === "retailer" && facts.validUntil) return new Date(toMs(facts.validUntil));
  const days = FRESHNESS_DAYS[facts.source];
  const byAge = days === null ? null : new Date(toMs(facts.observedAt) + days * DAY_MS);
  // A scraped special with the page's own sale end (decision 054) is stale once the sale ended, if sooner.
  if (facts.source === "scrape" && facts.validUntil && byAge) return new Date(Math.min(byAge.getTime(), toMs(facts.validUntil)));
  return byAge;
}

export function isStale(facts: Pick<PriceFacts, "source" | "observedAt" | "validUntil">, now: Date): boolean {
  const limit = staleAfter(facts);
  return limit !== null && now.getTime() > limit.getTime();
}

/** The rule: under review first (whatever its age), then stale, else usable. */
export function priceStanding(facts: PriceFacts, now: Date): PriceStanding {
  if (facts.underReview) return "under_review";
  return isStale(facts, now) ? "stale" : "usable";
}

/** Whether a plan may use the price. */
export function countsForPlans(facts: PriceFacts, now: Date): boolean {
  return priceStanding(facts, now) === "usable";
}

/**
 * For SQL filters: per source, the oldest observed time still fresh at `now` (null: never stale).
 * A price is usable when observed_at >= the cutoff — the same edge as isStale.
 */
export function freshCutoffs(now: Date): Record<PriceSourceKind, Date | null> {
  const out = {} as Record<PriceSourceKind, Date | null>;
  for (const source of Object.keys(FRESHNESS_DAYS) as PriceSourceKind[]) {
    const days = FRESHNESS_DAYS[source];
    out[source] = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  }
  return out;
}

/** "today", "yesterday", "3 days ago", "2 weeks ago", "4 months ago": how old a price is. */
export function priceAgeWords(observedAt: Date | string, now: Date): string {
  const ms = now.getTime() - toMs(observedAt);
  if (!Number.isFinite(ms)) return "date unknown";
  if (ms < DAY_MS) return "today";
  const days = Math.floor(ms / DAY_MS);
  if (days === 1) return "yesterday";
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  const months = Math.floor(days / 30);
  return months < 24 ? `${months} months ago` : `${Math.floor(days / 365)} years ago`;
}

/** Where a price came from, in the words every screen uses (the one label table). */
export const SOURCE_WORDS: Readonly<Record<PriceSourceKind, string>> = {
  retailer: "from the retailer",
  receipt: "on a shopper's receipt",
  scrape: "from the store's website",
  seed: "demo data",
};

export function sourceWords(source: string): string {
  return SOURCE_WORDS[source as PriceSourceKind] ?? source;
}

/**
 * A price's source and age in words: "from the retailer, today", "on a shopper's receipt, 3 days
 * ago", "demo data" (demo prices have no meaningful age); stale and under-review prices say so:
 * "from the store's website, 3 weeks ago · stale", "… · under review".
 */
export function describePrice(facts: PriceFacts, now: Date): string {
  const base = facts.source === "seed" ? SOURCE_WORDS.seed : `${sourceWords(facts.source)}, ${priceAgeWords(facts.observedAt, now)}`;
  const standing = priceStanding(facts, now);
  return standing === "usable" ? base : `${base} · ${STANDING_WORDS[standing]}`;
}

export const STANDING_WORDS: Readonly<Record<Exclude<PriceStanding, "usable">, string>> = {
  stale: "stale",
  under_review: "under review",
};
