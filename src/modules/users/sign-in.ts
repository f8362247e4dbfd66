import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import { signIn } from "@/server/auth/auth";
import { withSpentSignInLimit, type Portal } from "@/server/auth/authorize";
import "./credentials-provider";
import { env, isProduction } from "@/server/env";
import { getRequestContext } from "@/server/request";

export type SignInOutcome = "ok" | "invalid" | "rate_limited" | "not_retailer";

/**
 * Signs in through Auth.js (which sets the session cookie on this response). The Credentials
 * provider applies the one per-account sign-in limit, unless the caller already spent this
 * attempt (`limitSpent`, e.g. through defineAction's `limit`). The retailer portal refuses
 * shopper accounts ("not_retailer", only after a correct password).
 */
export async function attemptSignIn(email: string, password: string, portal: Portal = "shopper", opts: { limitSpent?: boolean } = {}): Promise<SignInOutcome> {
  const run = () => signIn("credentials", { email, password, portal, redirect: false });
  try {
    await (opts.limitSpent ? withSpentSignInLimit(email, run) : run());
    return "ok";
  } catch (e) {
    if (e instanceof CredentialsSignin || (e as { type?: string })?.type === "CredentialsSignin") {
      const code = (e as CredentialsSignin).code;
      return code === "rate_limited" ? "rate_limited" : code === "not_retailer" ? "not_retailer" : "invalid";
    }
    throw e;
  }
}

/**
 * Base URL for links in e-mails. Production always uses the configured APP_URL, so a forged Host
 * or Origin header cannot point a confirmation link at another site; development follows the
 * browser's origin so any local port works.
 */
export async function linkBaseUrl(): Promise<string> {
  if (isProduction) return env.APP_URL.replace(/\/$/, "");
  const ctx = await getRequestContext().catch(() => null);
  const origin = ctx?.origin;
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return env.APP_URL.replace(/\/$/, "");
}
