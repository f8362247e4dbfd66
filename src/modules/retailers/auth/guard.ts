import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { assertActor, requireUser, type Actor } from "@/server/auth/session";
import { getRetailerForUser, type RetailerIdentity } from "./queries";
import { RETAILER_AUTH_PATH, RETAILER_HOME } from "./paths";

export { RETAILER_AUTH_PATH, RETAILER_HOME };

/** Retailer pages: signed-out visitors go to /retailer/auth; accounts without a retailer profile go to its Sign Up tab. */
export async function requireRetailerPage(from: string): Promise<{ actor: Actor; retailer: RetailerIdentity }> {
  const actor = await requireUser(from, RETAILER_AUTH_PATH);
  const retailer = actor.role === "shopper" ? null : await getRetailerForUser(await getDb(), actor.userId);
  if (!retailer) redirect(`${RETAILER_AUTH_PATH}?tab=signup`);
  return { actor, retailer };
}

/** Retailer actions, route handlers and data functions: the tenant is the session's retailer. */
export async function assertRetailer(): Promise<{ actor: Actor; retailer: RetailerIdentity }> {
  const actor = await assertActor(["retailer", "admin"]);
  const retailer = await getRetailerForUser(await getDb(), actor.userId);
  if (!retailer) throw new AppError("FORBIDDEN", "Retailer profile not found. Please complete your registration first.");
  return { actor, retailer };
}
