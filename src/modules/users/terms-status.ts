import "server-only";
import { getActor } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { needsTermsAcceptance } from "./queries";

/** For layouts: true when someone is signed in and has not accepted the terms yet. */
export async function shouldShowTermsGate(): Promise<boolean> {
  const actor = await getActor();
  return actor ? needsTermsAcceptance(await getDb(), actor) : false;
}
