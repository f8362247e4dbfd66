import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { userEmailSql } from "@/modules/users/shared";
import { retailerRefFromOwnRow, type RetailerRef } from "../ref";

export type Tier = "basic" | "premium";

/** The signed-in retailer's own profile (DTO). Looked up by the session's user id only. */
export interface RetailerProfile extends RetailerRef {
  name: string;
  address: string;
  contactEmail: string;
  tier: Tier;
  premiumActive: boolean;
  isDemo: boolean;
  /** premium if the tier is premium or premium_active is set (spec §3); demo accounts are premium-like. */
  isPremium: boolean;
  logoUrl: string | null;
}

export const PROFILE_MISSING = "Retailer profile not found. Please complete your registration first.";

export async function getRetailerProfile(db: Db, actor: Actor): Promise<RetailerProfile | null> {
  const r = tables.retailers;
  // The account's e-mail through the users module's fragment: one statement, as before (decision 059).
  const [row] = await db
    .select({ id: r.id, name: r.name, address: r.address, email: userEmailSql(r.userId), tier: r.subscriptionTier, premiumActive: r.premiumActive, isDemo: r.isDemo, logoUrl: r.logoUrl })
    .from(r)
    .where(eq(r.userId, actor.userId))
    .limit(1);
  if (!row) return null;
  return {
    ...retailerRefFromOwnRow(row.id), name: row.name, address: row.address, contactEmail: row.email, tier: row.tier, premiumActive: row.premiumActive, isDemo: row.isDemo,
    isPremium: row.isDemo || row.tier === "premium" || row.premiumActive, logoUrl: row.logoUrl,
  };
}

/** Every retailer action and loader starts here: the tenant is the session's retailer, never a client-sent id. */
export async function requireRetailerProfile(db: Db, actor: Actor): Promise<RetailerProfile> {
  const profile = await getRetailerProfile(db, actor);
  if (!profile) throw new AppError("NOT_FOUND", PROFILE_MISSING, { title: "Complete your retailer profile" });
  return profile;
}

/** "Premium" / "Basic" / "Demo Account": the dashboard's tier badge. */
export function tierBadge(p: Pick<RetailerProfile, "isDemo" | "isPremium">): "Demo Account" | "Premium" | "Basic" {
  if (p.isDemo) return "Demo Account";
  return p.isPremium ? "Premium" : "Basic";
}
