"use server";
import type { z } from "zod";
import { definePublicAction, fieldErrorsOf, type ActionFailure, type ActionResult } from "@/server/action";
import { AppError } from "@/server/errors";
import { confirmationEmail, sendMail } from "@/server/mail";
import { accountSignInLimit, signUpLimits, findUserByEmail, verifyCredentials, logAuthEvent, EMAIL_TOKEN_MINUTES, createAccount, attemptSignIn, linkBaseUrl } from "@/modules/users";
import { AUTH_TOASTS } from "@/modules/users/shared";
import { addRetailerProfile } from "./mutations";
import { hasRetailerProfile } from "./queries";
import { retailerLoginSchema, retailerSignUpSchema } from "./schemas";
import { RETAILER_HOME } from "./paths";

const TOO_MANY = { ok: false as const, code: "RATE_LIMITED" as const, title: AUTH_TOASTS.tooManyAttempts.title, formError: AUTH_TOASTS.tooManyAttempts.description };
const EXISTING_ACCOUNT_WRONG_PASSWORD = "An account with this email already exists. Enter its password to add a retailer profile.";

function invalid(form: string, title: string) {
  return async (error: z.ZodError): Promise<ActionFailure> => {
    await logAuthEvent("invalid_input_detected", { details: { form } });
    const fieldErrors = fieldErrorsOf(error);
    return { ok: false, code: "INVALID_INPUT", title, formError: Object.values(fieldErrors)[0]?.[0], fieldErrors };
  };
}

export type RetailerLoginResult = ActionResult<{ redirectTo: string } | { needsRegistration: true }>;

/**
 * Retailer portal login, behind the same per-account sign-in limit as /login. The door accepts
 * only retailer (and admin) accounts; a shopper account with the right password is not signed in
 * here but sent to the Sign Up tab to become a retailer.
 */
export const retailerLoginAction = definePublicAction(
  retailerLoginSchema,
  async ({ email, password }, { db }): Promise<RetailerLoginResult> => {
    const outcome = await attemptSignIn(email, password, "retailer", { limitSpent: true });
    if (outcome === "rate_limited") return TOO_MANY;
    if (outcome === "not_retailer") return { ok: true, needsRegistration: true };
    if (outcome === "invalid") {
      await logAuthEvent("auth_failure", { email, details: { portal: "retailer" } });
      return { ok: false, code: "UNAUTHENTICATED", title: "Login failed", formError: AUTH_TOASTS.signInFailed.description };
    }
    const user = await findUserByEmail(db, email);
    await logAuthEvent("auth_success", { email, userId: user?.id ?? null, details: { portal: "retailer" } });
    if (!user || !(await hasRetailerProfile(db, { userId: user.id }))) return { ok: true, needsRegistration: true };
    return { ok: true, redirectTo: RETAILER_HOME };
  },
  {
    onInvalid: invalid("retailer_login", "Login failed"),
    limit: accountSignInLimit("retailer_login", { portal: "retailer", message: AUTH_TOASTS.tooManyAttempts.description }),
  },
);

/**
 * Retailer sign-up, behind the sign-up limits (per client, per address). A new address gets an
 * account, a retailer profile (tier basic) and a confirmation e-mail; an existing account must
 * prove its password — a password guess, so it spends the account's one sign-in limit — and
 * then becomes a retailer.
 */
export const retailerSignUpAction = definePublicAction(
  retailerSignUpSchema,
  async ({ email, password, ...details }, { db }): Promise<ActionResult<{ redirectTo: string; newAccount: boolean }>> => {
    let newAccount = false;
    if (!(await findUserByEmail(db, email))) {
      const created = await createAccount(db, { email, password, role: "retailer", acceptedTerms: false }, new Date(), async (tx, userId) => {
        await addRetailerProfile(tx, { userId }, details);
      });
      if (created.kind === "created") {
        newAccount = true;
        const link = `${await linkBaseUrl()}/confirm-email?token=${created.confirmToken}&next=${encodeURIComponent(RETAILER_HOME)}`;
        await sendMail(confirmationEmail(email, link, EMAIL_TOKEN_MINUTES));
      }
    }

    if (!newAccount) {
      // The existing account's password is a guess: verifyCredentials spends its one sign-in limit.
      const checked = await verifyCredentials(db, { email, password });
      if (checked.kind === "rate_limited") {
        await logAuthEvent("rate_limit_exceeded", { email, details: { limiter: "signIn", portal: "retailer", form: "sign_up" } });
        return { ...TOO_MANY, retryAfterSeconds: checked.retryAfterSeconds };
      }
      if (checked.kind !== "ok") {
        await logAuthEvent("auth_failure", { email, details: { portal: "retailer", form: "sign_up" } });
        return { ok: false, code: "UNAUTHENTICATED", title: "Signup failed", formError: EXISTING_ACCOUNT_WRONG_PASSWORD };
      }
      // Becoming a retailer: the profile (and role) first, so the retailer door lets the account in.
      await addRetailerProfile(db, { userId: checked.user.id }, details);
    }

    const outcome = await attemptSignIn(email, password, "retailer", { limitSpent: true });
    if (outcome !== "ok") throw new AppError("CONFLICT", AUTH_TOASTS.signUpFailed.description, { title: "Signup failed" });
    const user = await findUserByEmail(db, email);
    await logAuthEvent("auth_success", { email, userId: user?.id ?? null, details: { portal: "retailer", form: "sign_up" } });
    return { ok: true, redirectTo: RETAILER_HOME, newAccount };
  },
  {
    onInvalid: invalid("retailer_sign_up", "Signup failed"),
    limit: signUpLimits("retailer_sign_up", { portal: "retailer", message: AUTH_TOASTS.tooManyAttempts.description }),
  },
);
