import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { freshCutoffs } from "@/modules/moderation/engine";
import { notUnderReviewSql } from "@/modules/moderation";

/**
 * The SQL form of the one price rule (moderation engine `priceStanding`): a current_prices row
 * (`alias`) counts for plans when it is fresh for its source at `now` and not under review.
 * `seenAt` is when the row was last seen (`seenAtSql`, decision 057: a scrape price counts as
 * seen at its store's last complete run). The freshness edge is the rule's own (`freshCutoffs`; a
 * retailer price with a stated validity — a feed's sale end — counts until then instead). "Not under
 * review" is moderation's predicate (it owns prices_under_review).
 */
export function usablePriceSql(alias: SQL, now: Date, seenAt: SQL): SQL {
  return sql`${freshPriceSql(alias, now, seenAt)} and ${notUnderReviewSql(alias)}`;
}

/** Fresh for its source at `now`, judged on `seenAt` (when the row was last seen). */
export function freshPriceSql(alias: SQL, now: Date, seenAt: SQL): SQL {
  const cut = freshCutoffs(now);
  const fresh = (source: keyof typeof cut) => (cut[source] === null ? sql`true` : sql`${seenAt} >= ${cut[source]!.toISOString()}::timestamptz`);
  return sql`(case ${alias}.source when 'scrape' then ${fresh("scrape")} and (${alias}.valid_until is null or ${alias}.valid_until >= ${now.toISOString()}::timestamptz) when 'receipt' then ${fresh("receipt")}
      when 'retailer' then (case when ${alias}.valid_until is not null then ${alias}.valid_until >= ${now.toISOString()}::timestamptz else ${fresh("retailer")} end)
      when 'seed' then ${fresh("seed")} else false end)`;
}
