import "server-only";
import { tables, type Db } from "@/server/db";
import { grantRetailerRole, type DbTx } from "@/modules/users";
import type { RetailerSignUp } from "./schemas";

export interface RetailerDetails { businessName: RetailerSignUp["businessName"]; address: RetailerSignUp["address"]; gstNumber: RetailerSignUp["gstNumber"] }

/**
 * Gives a user a retailer profile (tier basic) and the retailer role — an admin keeps the admin
 * role. Idempotent: a user who already has a profile keeps it unchanged.
 */
export async function addRetailerProfile(db: Db | DbTx, userId: string, details: RetailerDetails, now = new Date()): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(tables.retailers)
    .values({ userId, name: details.businessName, address: details.address, gstNumber: details.gstNumber, subscriptionTier: "basic", createdAt: now })
    .onConflictDoNothing({ target: tables.retailers.userId })
    .returning({ id: tables.retailers.id });
  await grantRetailerRole(db, { userId }, now);
  return { created: inserted.length > 0 };
}
