"use server";
import { z } from "zod";
import { definePublicAction, fieldErrorsOf, type ActionFailure, type ActionResult } from "@/server/action";
import { signOut } from "@/server/auth/auth";
import { getActor } from "@/server/auth/session";
import { confirmationEmail, sendMail } from "@/server/mail";
import { accountSignInLimit, signUpLimits } from "./auth-limits";
import { findUserByEmail, revokeSessions } from "./credentials";
import { logAuthEvent } from "./auth-events";
import { EMAIL_TOKEN_MINUTES } from "./email-tokens";
import { AUTH_TOASTS, FORM_TEXT } from "./messages";
import { createAccount } from "./mutations";
import { safeRedirectPath } from "./safe-redirect";
import { signInSchema, signUpSchema } from "./schemas";
import { attemptSignIn, linkBaseUrl } from "./sign-in";
import { existingAccountEmail } from "./sign-up-mail";

function invalidInput(form: string) {
  return async (error: z.ZodError): Promise<ActionFailure> => {
    await logAuthEvent("invalid_input_detected", { details: { form } });
    return { ok: false, code: "INVALID_INPUT", title: AUTH_TOASTS.invalidInput.title, formError: AUTH_TOASTS.invalidInput.description, fieldErrors: fieldErrorsOf(error) };
  };
}

/** /login sign-in. Unknown e-mail and wrong password take the same path and give the same answer. */
export const signInAction = definePublicAction(
  signInSchema,
  async ({ email, password, from }, { db }): Promise<ActionResult<{ redirectTo: string }>> => {
    const outcome = await attemptSignIn(email, password, "shopper", { limitSpent: true });
    if (outcome === "rate_limited") {
      await logAuthEvent("rate_limit_exceeded", { email, details: { limiter: "signIn" } });
      return { ok: false, code: "RATE_LIMITED", title: AUTH_TOASTS.tooManyAttempts.title, formError: FORM_TEXT.tooManyLogins };
    }
    if (outcome !== "ok") {
      await logAuthEvent("auth_failure", { email });
      return { ok: false, code: "UNAUTHENTICATED", title: AUTH_TOASTS.signInFailed.title, formError: AUTH_TOASTS.signInFailed.description };
    }
    const user = await findUserByEmail(db, email);
    await logAuthEvent("auth_success", { email, userId: user?.id ?? null });
    return { ok: true, redirectTo: safeRedirectPath(from) };
  },
  { onInvalid: invalidInput("sign_in"), limit: accountSignInLimit("sign_in") },
);

/**
 * /login sign-up: the account, its profile (terms accepted now) and a confirmation e-mail. An
 * address that already has an account gets the same answer (RELIABILITY R-11, decision 015) and
 * its owner an e-mail saying so — the spec's "An account with this email already exists." would
 * tell anyone which addresses have accounts.
 */
export const signUpAction = definePublicAction(
  signUpSchema,
  async ({ email, password }, { db }): Promise<ActionResult> => {
    const created = await createAccount(db, { email, password, role: "shopper", acceptedTerms: true });
    const base = await linkBaseUrl();
    if (created.kind === "exists") {
      await sendMail(existingAccountEmail(email, `${base}/login`));
      return { ok: true };
    }
    await sendMail(confirmationEmail(email, `${base}/confirm-email?token=${created.confirmToken}`, EMAIL_TOKEN_MINUTES));
    return { ok: true };
  },
  { onInvalid: invalidInput("sign_up"), limit: signUpLimits("sign_up") },
);

/**
 * Sign-out revokes first (session version bumped, so a copied cookie is dead everywhere), then
 * clears this browser's cookie. It takes no input: anything sent is ignored.
 */
export const signOutAction = definePublicAction(
  z.unknown().transform(() => ({})),
  async (_input, { db }): Promise<ActionResult> => {
    const actor = await getActor();
    if (actor) {
      await revokeSessions(db, actor);
      await logAuthEvent("sign_out", { userId: actor.userId, email: actor.email, sessionId: actor.sessionId });
    }
    await signOut({ redirect: false });
    return { ok: true };
  },
);
