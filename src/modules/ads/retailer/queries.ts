import "server-only";
import { desc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { requireRetailerProfile } from "@/modules/retailers";
import type { AdPlacement } from "../schemas";

/** A retailer's own banner as its owner sees it (DTO). */
export interface RetailerBanner {
  id: string;
  placement: AdPlacement;
  bannerText: string;
  cta: string | null;
  clickUrl: string | null;
  logoUrl: string | null;
  active: boolean;
  exclusive: boolean;
  /** Null: shoppers within the whole comparison radius. */
  reachKm: number | null;
  createdAt: string;
  updatedAt: string;
}

export async function listOwnBanners(db: Db, actor: Actor): Promise<RetailerBanner[]> {
  const retailer = await requireRetailerProfile(db, actor);
  const a = tables.ads;
  const rows = await db
    .select({ id: a.id, placement: a.placement, bannerText: a.bannerText, cta: a.cta, clickUrl: a.clickUrl, logoUrl: a.logoUrl, active: a.active, exclusive: a.exclusive, reachKm: a.reachKm, createdAt: a.createdAt, updatedAt: a.updatedAt })
    .from(a)
    .where(eq(a.retailerId, retailer.id))
    .orderBy(desc(a.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}
