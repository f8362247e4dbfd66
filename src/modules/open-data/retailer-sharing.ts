import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { recordActivity, requireRetailerProfile, setOpenDataPrices, sharesOpenDataPrices } from "@/modules/retailers";

/** Whether the signed-in retailer shares its feed prices as open data (off until it says so). */
export async function getOpenDataSharing(db: Db, actor: Actor): Promise<boolean> {
  const retailer = await requireRetailerProfile(db, actor);
  return sharesOpenDataPrices(db, retailer);
}

/** The retailer's own switch: only the session's retailer row changes; the change time feeds the API's Last-Modified. */
export async function setOpenDataSharing(db: Db, actor: Actor, input: { enabled: boolean }): Promise<boolean> {
  const retailer = await requireRetailerProfile(db, actor);
  return db.transaction(async (tx) => {
    const on = await setOpenDataPrices(tx, retailer, input.enabled);
    await recordActivity(tx, retailer, "account_updated", input.enabled ? "Feed prices shared as open data" : "Feed prices no longer shared as open data");
    return on;
  });
}
