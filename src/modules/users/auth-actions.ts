"use server";
import { z } from "zod";
import { defineAction, fieldErrorsOf, type ActionResult } from "@/server/action";
import { signOut } from "@/server/auth/auth";
import { getActor } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { confirmationEmail, sendMail } from "@/server/mail";
import { consumeLimit } from "@/server/rate-limit";
import { findUserByEmail, revokeSessions } from "./credentials";
import { logAuthEvent } from "./auth-events";
import { EMAIL_TOKEN_MINUTES } from "./email-tokens";
import { AUTH_TOASTS, FORM_TEXT } from "./messages";
import { createAccount } from "./mutations";
import { safeRedirectPath } from "./safe-redirect";
import { signInSchema, signUpSchema } from "./schemas";
import { attemptSignIn, linkBaseUrl } from "./sign-in";

const anyInput = z.unknown();

function invalidInput(error: z.ZodError) {
  const fieldErrors = fieldErrorsOf(error);
  return { ok: false as const, code: "INVALID_INPUT" as const, title: AUTH_TOASTS.invalidInput.title, formError: AUTH_TOASTS.invalidInput.description, fieldErrors };
}

/** /login sign-in. Unknown e-mail and wrong password take the same path and give the same answer. */
export const signInAction = defineAction(
  anyInput,
  async (raw): Promise<ActionResult<{ redirectTo: string }>> => {
    const parsed = signInSchema.safeParse(raw);
    if (!parsed.success) {
      await logAuthEvent("invalid_input_detected", { details: { form: "sign_in" } });
      return invalidInput(parsed.error);
    }
    const { email, password, from } = parsed.data;
    const outcome = await attemptSignIn(email, password);
    if (outcome === "rate_limited") {
      await logAuthEvent("rate_limit_exceeded", { email, details: { limiter: "signIn" } });
      return { ok: false, code: "RATE_LIMITED", title: AUTH_TOASTS.tooManyAttempts.title, formError: FORM_TEXT.tooManyLogins };
    }
    if (outcome === "invalid") {
      await logAuthEvent("auth_failure", { email });
      return { ok: false, code: "UNAUTHENTICATED", title: AUTH_TOASTS.signInFailed.title, formError: AUTH_TOASTS.signInFailed.description };
    }
    const user = await findUserByEmail(await getDb(), email);
    await logAuthEvent("auth_success", { email, userId: user?.id ?? null });
    return { ok: true, redirectTo: safeRedirectPath(from) };
  },
  { public: true },
);

/** /login sign-up: the account, its profile (terms accepted now) and a confirmation e-mail. */
export const signUpAction = defineAction(
  anyInput,
  async (raw): Promise<ActionResult> => {
    const parsed = signUpSchema.safeParse(raw);
    if (!parsed.success) {
      await logAuthEvent("invalid_input_detected", { details: { form: "sign_up" } });
      return invalidInput(parsed.error);
    }
    const { email, password } = parsed.data;
    const db = await getDb();
    const limited = await consumeLimit(db, "signUp", email);
    if (!limited.ok) {
      await logAuthEvent("rate_limit_exceeded", { email, details: { limiter: "signUp" } });
      return { ok: false, code: "RATE_LIMITED", title: AUTH_TOASTS.tooManyAttempts.title, formError: FORM_TEXT.tooManySignups, retryAfterSeconds: limited.retryAfterSeconds };
    }
    const created = await createAccount(db, { email, password, role: "shopper", acceptedTerms: true });
    if (created.kind === "exists") {
      return { ok: false, code: "CONFLICT", title: AUTH_TOASTS.signUpExists.title, formError: AUTH_TOASTS.signUpExists.description };
    }
    const link = `${await linkBaseUrl()}/confirm-email?token=${created.confirmToken}`;
    await sendMail(confirmationEmail(email, link, EMAIL_TOKEN_MINUTES));
    return { ok: true };
  },
  { public: true },
);

/**
 * Sign-out revokes first (session version bumped, so a copied cookie is dead everywhere), then
 * clears this browser's cookie.
 */
export const signOutAction = defineAction(
  anyInput,
  async (): Promise<ActionResult> => {
    const actor = await getActor();
    if (actor) {
      await revokeSessions(await getDb(), actor.userId);
      await logAuthEvent("sign_out", { userId: actor.userId, email: actor.email, sessionId: actor.sessionId });
    }
    await signOut({ redirect: false });
    return { ok: true };
  },
  { public: true },
);
