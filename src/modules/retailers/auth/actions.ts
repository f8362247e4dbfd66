"use server";
import { z } from "zod";
import { defineAction, fieldErrorsOf, type ActionResult } from "@/server/action";
import { getDb } from "@/server/db";
import { confirmationEmail, sendMail } from "@/server/mail";
import { consumeLimit } from "@/server/rate-limit";
import { findUserByEmail } from "@/modules/users/credentials";
import { logAuthEvent } from "@/modules/users/auth-events";
import { EMAIL_TOKEN_MINUTES } from "@/modules/users/email-tokens";
import { AUTH_TOASTS } from "@/modules/users/messages";
import { createAccount } from "@/modules/users/mutations";
import { attemptSignIn, linkBaseUrl } from "@/modules/users/sign-in";
import { addRetailerProfile } from "./mutations";
import { getRetailerForUser } from "./queries";
import { retailerLoginSchema, retailerSignUpSchema } from "./schemas";
import { RETAILER_HOME } from "./paths";

const TOO_MANY = { ok: false as const, code: "RATE_LIMITED" as const, title: AUTH_TOASTS.tooManyAttempts.title, formError: AUTH_TOASTS.tooManyAttempts.description };

function invalid(error: z.ZodError, title: string) {
  const fieldErrors = fieldErrorsOf(error);
  return { ok: false as const, code: "INVALID_INPUT" as const, title, formError: Object.values(fieldErrors)[0]?.[0], fieldErrors };
}

export type RetailerLoginResult = ActionResult<{ redirectTo: string } | { needsRegistration: true }>;

/** Retailer portal login. An account without a retailer profile is sent to the Sign Up tab. */
export const retailerLoginAction = defineAction(
  z.unknown(),
  async (raw): Promise<RetailerLoginResult> => {
    const parsed = retailerLoginSchema.safeParse(raw);
    if (!parsed.success) {
      await logAuthEvent("invalid_input_detected", { details: { form: "retailer_login" } });
      return invalid(parsed.error, "Login failed");
    }
    const { email, password } = parsed.data;
    const outcome = await attemptSignIn(email, password, "retailer");
    if (outcome === "rate_limited") {
      await logAuthEvent("rate_limit_exceeded", { email, details: { limiter: "retailerLogin" } });
      return TOO_MANY;
    }
    if (outcome === "invalid") {
      await logAuthEvent("auth_failure", { email, details: { portal: "retailer" } });
      return { ok: false, code: "UNAUTHENTICATED", title: "Login failed", formError: AUTH_TOASTS.signInFailed.description };
    }
    const db = await getDb();
    const user = await findUserByEmail(db, email);
    await logAuthEvent("auth_success", { email, userId: user?.id ?? null, details: { portal: "retailer" } });
    const retailer = user ? await getRetailerForUser(db, user.id) : null;
    if (!retailer) return { ok: true, needsRegistration: true };
    return { ok: true, redirectTo: RETAILER_HOME };
  },
  { public: true },
);

/**
 * Retailer sign-up. A new address gets an account, a retailer profile (tier basic) and a
 * confirmation e-mail; an existing account is signed in with its password and gets the profile.
 */
export const retailerSignUpAction = defineAction(
  z.unknown(),
  async (raw): Promise<ActionResult<{ redirectTo: string; newAccount: boolean }>> => {
    const parsed = retailerSignUpSchema.safeParse(raw);
    if (!parsed.success) {
      await logAuthEvent("invalid_input_detected", { details: { form: "retailer_sign_up" } });
      return invalid(parsed.error, "Signup failed");
    }
    const { email, password, ...details } = parsed.data;
    const db = await getDb();
    const limited = await consumeLimit(db, "signUp", email);
    if (!limited.ok) {
      await logAuthEvent("rate_limit_exceeded", { email, details: { limiter: "signUp", portal: "retailer" } });
      return { ...TOO_MANY, retryAfterSeconds: limited.retryAfterSeconds };
    }

    let newAccount = false;
    if (!(await findUserByEmail(db, email))) {
      const created = await createAccount(db, { email, password, role: "retailer", acceptedTerms: false }, new Date(), async (tx, userId) => {
        await addRetailerProfile(tx, userId, details);
      });
      if (created.kind === "created") {
        newAccount = true;
        const link = `${await linkBaseUrl()}/confirm-email?token=${created.confirmToken}&next=${encodeURIComponent(RETAILER_HOME)}`;
        await sendMail(confirmationEmail(email, link, EMAIL_TOKEN_MINUTES));
      }
    }

    const outcome = await attemptSignIn(email, password, "retailer");
    if (outcome === "rate_limited") return TOO_MANY;
    if (outcome === "invalid") {
      await logAuthEvent("auth_failure", { email, details: { portal: "retailer", form: "sign_up" } });
      return { ok: false, code: "UNAUTHENTICATED", title: "Signup failed", formError: "An account with this email already exists. Enter its password to add a retailer profile." };
    }
    const user = await findUserByEmail(db, email);
    if (!user) return { ok: false, title: "Signup failed", formError: AUTH_TOASTS.signUpFailed.description };
    if (!newAccount) await addRetailerProfile(db, user.id, details);
    await logAuthEvent("auth_success", { email, userId: user.id, details: { portal: "retailer", form: "sign_up" } });
    return { ok: true, redirectTo: RETAILER_HOME, newAccount };
  },
  { public: true },
);
