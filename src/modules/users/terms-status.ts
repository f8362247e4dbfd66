import "server-only";
import { pageContext } from "@/server/page";
import { profileSnapshot } from "./profile-snapshot";

/** For layouts: true when someone is signed in and has not accepted the terms yet. */
export async function shouldShowTermsGate(): Promise<boolean> {
  const { db, actor } = await pageContext({ access: "public" });
  return actor ? !(await profileSnapshot(db, actor.userId))?.acceptedTerms : false;
}
