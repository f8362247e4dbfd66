import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
// From @auth/core directly (what next-auth re-exports): importable outside Next, e.g. in tests.
import { CredentialsSignin } from "@auth/core/errors";
import type { User } from "next-auth";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import type { Role } from "./lifetimes";

/** Auth.js reports this to signIn() callers as CredentialsSignin with code "rate_limited". */
export class RateLimitedSignin extends CredentialsSignin {
  code = "rate_limited";
}

/** The retailer door refused an account that is not (and is not becoming) a retailer. */
export class NotRetailerSignin extends CredentialsSignin {
  code = "not_retailer";
}

export type Portal = "shopper" | "retailer";

export interface CredentialsCheck {
  email: string;
  password: string;
  portal: Portal;
  /** True when the caller already spent this attempt against the account's sign-in limit. */
  limitSpent: boolean;
}

export type CredentialsCheckOutcome =
  | { kind: "ok"; user: { id: string; email: string; role: Role; sessionVersion: number } }
  | { kind: "invalid" }
  | { kind: "rate_limited" }
  | { kind: "not_retailer" };

export type CredentialsChecker = (db: Db, input: CredentialsCheck) => Promise<CredentialsCheckOutcome>;

/*
 * server/ never imports modules/: the users module registers its credential check here
 * (src/modules/users/credentials-provider.ts, imported by the Auth.js route and by every sign-in
 * helper). Until one is registered every sign-in fails closed.
 */
const registry = globalThis as unknown as { __cartwiseCredentialsChecker?: CredentialsChecker };

export function registerCredentialsChecker(checker: CredentialsChecker): void {
  registry.__cartwiseCredentialsChecker = checker;
}

/*
 * One sign-in limit per account, whichever door: a server action that already spent this
 * attempt (through defineAction's `limit`) runs Auth.js's signIn inside `withSpentSignInLimit`,
 * so the Credentials callback does not count the same attempt twice. A direct POST to the
 * callback has no such context and is counted there. Only in-process code can enter the context.
 */
const spent = new AsyncLocalStorage<string>();

export function withSpentSignInLimit<T>(email: string, run: () => Promise<T>): Promise<T> {
  return spent.run(email.trim().toLowerCase(), run);
}

/**
 * The Credentials provider's check, outside Auth.js so it can be tested: null for a wrong
 * password and for an unknown e-mail alike; throws RateLimitedSignin when the limiter refuses
 * and NotRetailerSignin when the retailer door is used by a shopper account.
 */
export async function authorizeCredentials(db: Db, raw: Partial<Record<string, unknown>> | undefined): Promise<User | null> {
  const checker = registry.__cartwiseCredentialsChecker;
  if (!checker) {
    logger.error("auth: no credentials checker registered; refusing sign-in");
    return null;
  }
  const email = typeof raw?.email === "string" ? raw.email : "";
  const password = typeof raw?.password === "string" ? raw.password : "";
  const portal: Portal = raw?.portal === "retailer" ? "retailer" : "shopper";
  const limitSpent = spent.getStore() !== undefined && spent.getStore() === email.trim().toLowerCase();
  const outcome = await checker(db, { email, password, portal, limitSpent });
  if (outcome.kind === "rate_limited") throw new RateLimitedSignin();
  if (outcome.kind === "not_retailer") throw new NotRetailerSignin();
  if (outcome.kind !== "ok") return null;
  return { id: outcome.user.id, email: outcome.user.email, role: outcome.user.role, sessionVersion: outcome.user.sessionVersion };
}
