import "server-only";
import { desc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { RetailerRef } from "../ref";

/** The retailer's latest recorded changes (banners, logo, coupons, account), newest first (the dashboard's activity). */
export async function listRecentActivity(db: Db, retailer: RetailerRef, limit: number): Promise<Array<{ id: string; at: Date; summary: string }>> {
  const act = tables.retailerActivity;
  return db.select({ id: act.id, at: act.createdAt, summary: act.summary }).from(act).where(eq(act.retailerId, retailer.id)).orderBy(desc(act.createdAt)).limit(limit);
}
