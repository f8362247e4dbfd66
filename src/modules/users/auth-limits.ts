import "server-only";
import type { ActionLimit } from "@/server/action";
import { getRequestContext } from "@/server/request";
import { logAuthEvent } from "./auth-events";
import { signInLimitSubject } from "./credentials";
import { AUTH_TOASTS, FORM_TEXT } from "./messages";

type WithEmail = { email: string };

/**
 * The one sign-in limit per account (5 per 15 minutes and 3 per 5 minutes, spec), shared by
 * /login, /retailer/auth, retailer sign-up with an existing account and the Credentials callback.
 * Spent by defineAction after validation, so malformed input never uses a slot.
 */
export function accountSignInLimit<I extends WithEmail>(form: string, extra: { portal?: "retailer"; message?: string } = {}): ActionLimit<I> {
  return {
    name: "signIn",
    subject: (input) => signInLimitSubject(input.email),
    title: AUTH_TOASTS.tooManyAttempts.title,
    message: extra.message ?? FORM_TEXT.tooManyLogins,
    onRefused: (input) => logAuthEvent("rate_limit_exceeded", { email: input.email, details: { limiter: "signIn", form, ...(extra.portal ? { portal: extra.portal } : {}) } }),
  };
}

/**
 * Sign-up limits: per client (its IP, believed only behind a trusted proxy — see request.ts; with
 * no trusted proxy there is no client IP to count and this limit is skipped) so
 * one client cannot create accounts in a burst, then per address so nobody can mail-bomb an
 * inbox through sign-up (R-11 mails the owner of an existing address).
 */
export function signUpLimits<I extends WithEmail>(form: string, extra: { portal?: "retailer"; message?: string } = {}): ActionLimit<I>[] {
  const onRefused = (input: I) => logAuthEvent("rate_limit_exceeded", { email: input.email, details: { limiter: "signUp", form, ...(extra.portal ? { portal: extra.portal } : {}) } });
  const common = { title: AUTH_TOASTS.tooManyAttempts.title, message: extra.message ?? FORM_TEXT.tooManySignups, onRefused };
  return [
    // Only where the client's IP is known (behind a trusted proxy): without one every visitor is
    // "direct", and a shared bucket would cap sign-ups for the whole site.
    {
      name: "signUpClient",
      subject: async () => {
        const { ip } = await getRequestContext();
        return ip === "direct" ? null : `ip:${ip}`;
      },
      ...common,
    },
    { name: "signUp", subject: (input) => `email:${input.email.trim().toLowerCase()}`, ...common },
  ];
}
