import "server-only";
// From @auth/core directly (what next-auth re-exports): importable outside Next, e.g. in tests.
import { CredentialsSignin } from "@auth/core/errors";
import type { User } from "next-auth";
import type { Db } from "@/server/db";
import { verifyCredentials } from "@/modules/users/credentials";

/** Auth.js reports this to signIn() callers as CredentialsSignin with code "rate_limited". */
export class RateLimitedSignin extends CredentialsSignin {
  code = "rate_limited";
}

/**
 * The Credentials provider's check, outside Auth.js so it can be tested: null for a wrong
 * password and for an unknown e-mail alike; throws RateLimitedSignin when the limiter refuses.
 */
export async function authorizeCredentials(db: Db, raw: Partial<Record<string, unknown>> | undefined): Promise<User | null> {
  const email = typeof raw?.email === "string" ? raw.email : "";
  const password = typeof raw?.password === "string" ? raw.password : "";
  const limit = raw?.portal === "retailer" ? "retailerLogin" : "signIn";
  const outcome = await verifyCredentials(db, { email, password, limit });
  if (outcome.kind === "rate_limited") throw new RateLimitedSignin();
  if (outcome.kind !== "ok") return null;
  return { id: outcome.user.id, email: outcome.user.email, role: outcome.user.role, sessionVersion: outcome.user.sessionVersion };
}
