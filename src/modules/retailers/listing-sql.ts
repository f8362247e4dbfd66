import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * Retailers as an SQL relation for other modules' listings that join them to their own rows in
 * one statement (decision 059: the retailers table is named only here) — shopper banners, coupon
 * lists, the home page's deals. A plain subquery: PostgreSQL pulls it up into the statement
 * around it, so the plan is the one the table named in place would get.
 *
 * `const r = retailerListingSql("r")`, then `.innerJoin(r.relation, sql\`${r.id} = ${x.retailerId}\`)`
 * and select `r.name`, `r.isPremium`, … Only public columns: no contact, no account state beyond
 * the tier, premium and demo flags that decide what shoppers see.
 */
export function retailerListingSql(alias: string) {
  const a = sql.identifier(alias);
  return {
    relation: sql`(select id, name, address, subscription_tier, premium_active, is_demo, logo_url from retailers) ${a}` as SQL,
    id: sql<string>`${a}.id`,
    name: sql<string>`${a}.name`,
    address: sql<string>`${a}.address`,
    subscriptionTier: sql<"basic" | "premium">`${a}.subscription_tier`,
    premiumActive: sql<boolean>`${a}.premium_active`,
    isDemo: sql<boolean>`${a}.is_demo`,
    logoUrl: sql<string | null>`${a}.logo_url`,
    /** Premium tier or an active premium plan: ranked first by shopper listings. */
    isPremium: sql<boolean>`(${a}.subscription_tier = 'premium' or ${a}.premium_active)`,
  };
}
