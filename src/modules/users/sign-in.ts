import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import { signIn } from "@/server/auth/auth";
import { env, isProduction } from "@/server/env";
import { getRequestContext } from "@/server/request";

export type SignInOutcome = "ok" | "invalid" | "rate_limited";

/**
 * Signs in through Auth.js (which sets the session cookie on this response). The Credentials
 * provider applies the per-e-mail limiter; "retailer" uses the retailer-login limiter.
 */
export async function attemptSignIn(email: string, password: string, portal: "shopper" | "retailer" = "shopper"): Promise<SignInOutcome> {
  try {
    await signIn("credentials", { email, password, portal, redirect: false });
    return "ok";
  } catch (e) {
    if (e instanceof CredentialsSignin || (e as { type?: string })?.type === "CredentialsSignin") {
      return (e as CredentialsSignin).code === "rate_limited" ? "rate_limited" : "invalid";
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
