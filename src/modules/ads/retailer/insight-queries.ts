import "server-only";
import { and, count, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { AdPlacement } from "../schemas";
import { type RetailerRef } from "@/modules/retailers/shared";

/*
 * One retailer's banners as its portal figures need them (decision 059: only ads names the ads
 * table); retailer-insights composes these with analytics' counts.
 */

export async function countActiveBanners(db: Db, retailer: RetailerRef): Promise<number> {
  const a = tables.ads;
  const [row] = await db.select({ n: count() }).from(a).where(and(eq(a.retailerId, retailer.id), eq(a.active, true)));
  return row.n;
}

/** Every banner of the retailer (active or not): id, text and placement. */
export async function listBannerTargets(db: Db, retailer: RetailerRef): Promise<Array<{ id: string; text: string; placement: AdPlacement }>> {
  const a = tables.ads;
  return db.select({ id: a.id, text: a.bannerText, placement: a.placement }).from(a).where(eq(a.retailerId, retailer.id));
}
