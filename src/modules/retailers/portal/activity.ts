import "server-only";
import { tables, type Db, type DbTx } from "@/server/db";

export type ActivityKind = "banner_created" | "banner_updated" | "banner_deleted" | "banner_paused" | "banner_resumed" | "logo_uploaded" | "logo_removed" | "coupon_expired" | "coupon_deleted" | "account_updated";

/** Records a change that leaves no row of its own; written in the caller's transaction. */
export type Tx = DbTx;

/** The retailer is the session's (requireRetailerProfile), never a bare id. */
export async function recordActivity(db: Db | Tx, retailer: { id: string }, kind: ActivityKind, summary: string): Promise<void> {
  await db.insert(tables.retailerActivity).values({ retailerId: retailer.id, kind, summary: summary.slice(0, 200) });
}
