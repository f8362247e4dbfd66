import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/*
 * What a banner id is, for analytics' impression and click checks (decision 032). Only ads names
 * the ads table (decision 059); the tracking routes hand these to analytics, which cannot import ads.
 */

/** Active ads only: a paused banner is never shown, so it cannot be seen or clicked. Unknown or paused ids are absent. */
export async function lookupActiveAds(db: Db, ids: readonly string[]): Promise<Map<string, { retailerId: string; placement: string }>> {
  if (!ids.length) return new Map();
  const a = tables.ads;
  const rows = await db.select({ id: a.id, retailerId: a.retailerId, placement: a.placement }).from(a).where(and(inArray(a.id, [...ids]), eq(a.active, true)));
  return new Map(rows.map((r) => [r.id, { retailerId: r.retailerId, placement: r.placement }]));
}

/** A banner as its click needs it: owner, own call-to-action link, and whether it runs; null when there is no such banner. */
export async function getAdClickTarget(db: Db, id: string): Promise<{ retailerId: string; clickUrl: string | null; active: boolean } | null> {
  const a = tables.ads;
  const [ad] = await db.select({ retailerId: a.retailerId, clickUrl: a.clickUrl, active: a.active }).from(a).where(eq(a.id, id)).limit(1);
  return ad ?? null;
}
