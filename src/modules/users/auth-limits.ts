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
 * Sign-up limits: per client (its IP: the X-Forwarded-For hop behind a trusted proxy, otherwise
 * the socket's peer address — see request.ts and decision 031) so one client cannot create
 * accounts in a burst, then per address so nobody can mail-bomb an inbox through sign-up (R-11
 * mails the owner of an existing address).
 */

/**
 * Peers whose sign-ups are not counted per client: "direct" and "unknown" (a server started without
 * the socket-address hook, or a call outside a request), where every visitor would share one bucket.
 * The loopback address is a client like any other: a reverse proxy on the same host must set
 * TRUST_PROXY_HEADERS so its visitors are told apart (decision 031). The per-address limit still
 * applies to everyone.
 */
const UNCOUNTED_PEERS = new Set(["direct", "unknown"]);
export function signUpLimits<I extends WithEmail>(form: string, extra: { portal?: "retailer"; message?: string } = {}): ActionLimit<I>[] {
  const onRefused = (input: I) => logAuthEvent("rate_limit_exceeded", { email: input.email, details: { limiter: "signUp", form, ...(extra.portal ? { portal: extra.portal } : {}) } });
  const common = { title: AUTH_TOASTS.tooManyAttempts.title, message: extra.message ?? FORM_TEXT.tooManySignups, onRefused };
  return [
    {
      name: "signUpClient",
      subject: async () => {
        const { ip } = await getRequestContext();
        return UNCOUNTED_PEERS.has(ip) ? null : `ip:${ip}`;
      },
      ...common,
    },
    { name: "signUp", subject: (input) => `email:${input.email.trim().toLowerCase()}`, ...common },
  ];
}
