import "server-only";
import { pageContext } from "@/server/page";
import { needsTermsAcceptance } from "./queries";

/** For layouts: true when someone is signed in and has not accepted the terms yet. */
export async function shouldShowTermsGate(): Promise<boolean> {
  const { db, actor } = await pageContext({ access: "public" });
  return actor ? needsTermsAcceptance(db, actor) : false;
}
