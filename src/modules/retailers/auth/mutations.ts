import "server-only";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { grantRetailerRole, type DbTx } from "@/modules/users";
import type { RetailerSignUp } from "./schemas";

export interface RetailerDetails { businessName: RetailerSignUp["businessName"]; address: RetailerSignUp["address"]; gstNumber: RetailerSignUp["gstNumber"] }

/**
 * Gives a user a retailer profile (tier basic) and the retailer role — an admin keeps the admin
 * role. Idempotent: a user who already has a profile keeps it unchanged. The user is one the server
 * vouches for (the account just created, or one whose password was just verified), never a client-sent id.
 */
export async function addRetailerProfile(db: Db | DbTx, who: Pick<Actor, "userId">, details: RetailerDetails, now = new Date()): Promise<{ created: boolean }> {
  const { userId } = who;
  const inserted = await db
    .insert(tables.retailers)
    .values({ userId, name: details.businessName, address: details.address, gstNumber: details.gstNumber, subscriptionTier: "basic", createdAt: now })
    .onConflictDoNothing({ target: tables.retailers.userId })
    .returning({ id: tables.retailers.id });
  await grantRetailerRole(db, { userId }, now);
  return { created: inserted.length > 0 };
}
