import { describe, expect, it } from "vitest";
import { DAY_MS, describePrice, freshCutoffs, isStale, priceStanding, staleAfter, type PriceFacts } from "./price-standing";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** Golden table: the rule at its edges, one row per case; the expected column is written by hand. */
const GOLDEN: { name: string; facts: PriceFacts; standing: string; words: string }[] = [
  { name: "scrape, exactly 14 days: still fresh", facts: { source: "scrape", observedAt: ago(14 * DAY_MS) }, standing: "usable", words: "from the store's website, 2 weeks ago" },
  { name: "scrape, 14 days and 1 ms: stale", facts: { source: "scrape", observedAt: ago(14 * DAY_MS + 1) }, standing: "stale", words: "from the store's website, 2 weeks ago · stale" },
  { name: "scrape, 2 days", facts: { source: "scrape", observedAt: ago(2 * DAY_MS) }, standing: "usable", words: "from the store's website, 2 days ago" },
  { name: "receipt, exactly 30 days: still fresh", facts: { source: "receipt", observedAt: ago(30 * DAY_MS) }, standing: "usable", words: "on a shopper's receipt, 4 weeks ago" },
  { name: "receipt, 30 days and 1 ms: stale", facts: { source: "receipt", observedAt: ago(30 * DAY_MS + 1) }, standing: "stale", words: "on a shopper's receipt, 4 weeks ago · stale" },
  { name: "receipt, 3 days", facts: { source: "receipt", observedAt: ago(3 * DAY_MS) }, standing: "usable", words: "on a shopper's receipt, 3 days ago" },
  { name: "receipt dated tomorrow (allowed): today, fresh", facts: { source: "receipt", observedAt: ago(-DAY_MS) }, standing: "usable", words: "on a shopper's receipt, today" },
  { name: "retailer, no validity, exactly 7 days", facts: { source: "retailer", observedAt: ago(7 * DAY_MS) }, standing: "usable", words: "from the retailer, 7 days ago" },
  { name: "retailer, no validity, 7 days and 1 ms", facts: { source: "retailer", observedAt: ago(7 * DAY_MS + 1) }, standing: "stale", words: "from the retailer, 7 days ago · stale" },
  { name: "retailer, feed valid until now", facts: { source: "retailer", observedAt: ago(20 * DAY_MS), validUntil: NOW }, standing: "usable", words: "from the retailer, 2 weeks ago" },
  { name: "scrape special, sale end now", facts: { source: "scrape", observedAt: ago(DAY_MS), validUntil: NOW }, standing: "usable", words: "from the store's website, yesterday" },
  { name: "scrape special, sale ended 1 ms ago", facts: { source: "scrape", observedAt: ago(DAY_MS), validUntil: ago(1) }, standing: "stale", words: "from the store's website, yesterday · stale" },
  { name: "scrape special, sale end after the 14 days", facts: { source: "scrape", observedAt: ago(14 * DAY_MS + 1), validUntil: new Date(NOW.getTime() + DAY_MS) }, standing: "stale", words: "from the store's website, 2 weeks ago · stale" },
  { name: "retailer, feed validity ended 1 ms ago", facts: { source: "retailer", observedAt: ago(DAY_MS / 2), validUntil: ago(1) }, standing: "stale", words: "from the retailer, today · stale" },
  { name: "retailer, today", facts: { source: "retailer", observedAt: ago(60_000) }, standing: "usable", words: "from the retailer, today" },
  { name: "seed, 5 years old: never stale", facts: { source: "seed", observedAt: ago(5 * 365 * DAY_MS) }, standing: "usable", words: "demo data" },
  { name: "under review beats fresh", facts: { source: "scrape", observedAt: ago(DAY_MS), underReview: true }, standing: "under_review", words: "from the store's website, yesterday · under review" },
  { name: "under review beats stale", facts: { source: "scrape", observedAt: ago(40 * DAY_MS), underReview: true }, standing: "under_review", words: "from the store's website, 5 weeks ago · under review" },
  { name: "demo data under review", facts: { source: "seed", observedAt: ago(DAY_MS), underReview: true }, standing: "under_review", words: "demo data · under review" },
];

describe("which price counts (golden)", () => {
  for (const row of GOLDEN) {
    it(row.name, () => {
      expect(priceStanding(row.facts, NOW)).toBe(row.standing);
      expect(describePrice(row.facts, NOW)).toBe(row.words);
    });
  }

  it("the SQL cutoffs draw the same edge as the rule, for every source", () => {
    const cut = freshCutoffs(NOW);
    expect(cut.seed).toBeNull();
    for (const source of ["scrape", "receipt", "retailer"] as const) {
      const edge = cut[source]!;
      // observed_at >= cutoff is usable in SQL; the rule must agree on both sides of the edge.
      expect(isStale({ source, observedAt: edge }, NOW)).toBe(false);
      expect(isStale({ source, observedAt: new Date(edge.getTime() - 1) }, NOW)).toBe(true);
      expect(staleAfter({ source, observedAt: edge })!.getTime()).toBe(NOW.getTime());
    }
  });
});
