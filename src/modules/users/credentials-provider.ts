import "server-only";
import { registerCredentialsChecker } from "@/server/auth/authorize";
import { verifyCredentials } from "./credentials";

/*
 * Plugs the users module's credential check into Auth.js's Credentials provider (server/ does not
 * import modules/). Imported for its effect by the Auth.js route (app/api/auth) and by
 * ./sign-in.ts, which every sign-in from a server action goes through.
 */
registerCredentialsChecker(async (db, input) => {
  const outcome = await verifyCredentials(db, input);
  return outcome.kind === "rate_limited" ? { kind: "rate_limited" } : outcome;
});
