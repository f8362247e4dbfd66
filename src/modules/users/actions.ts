"use server";
import { z } from "zod";
import { revalidatePath } from "next/cache";
import { defineAction, definePublicAction, type ActionResult } from "@/server/action";
import { logger } from "@/server/logger";
import { signOut } from "@/server/auth/auth";
import { logAuthEvent } from "./auth-events";
import { acceptTerms, changeName, changePassword, confirmEmailAddress, createConfirmationToken, deleteAccount } from "./mutations";
import { preferredCurrencySchema } from "@/modules/currency/shared";
import { setPreferredCurrency } from "./profile-place";
import { acceptTermsSchema, changeNameSchema, changePasswordSchema, confirmEmailSchema, deleteAccountSchema } from "./schemas";
import { attemptSignIn, linkBaseUrl } from "./sign-in";
import { confirmationEmail, sendMail } from "@/server/mail";
import { EMAIL_TOKEN_MINUTES } from "./email-tokens";
import { TERMS_TEXT } from "./messages";

export const acceptTermsAction = defineAction(acceptTermsSchema, async (_input, actor, { db }): Promise<ActionResult> => {
  try {
    await acceptTerms(db, actor);
  } catch (err) {
    logger.error({ err }, "terms: could not save acceptance");
    return { ok: false, formError: TERMS_TEXT.saveFailed };
  }
  revalidatePath("/", "layout");
  return { ok: true };
});

export const changeNameAction = defineAction(changeNameSchema, async ({ name }, actor, { db }): Promise<ActionResult<{ name: string }>> => {
  await changeName(db, actor, name);
  revalidatePath("/profile");
  return { ok: true, name };
});

/**
 * Changing the password ends every session (the version bump), then signs this browser in
 * again with the new password so the person who changed it stays signed in here.
 */
export const changePasswordAction = defineAction(
  changePasswordSchema,
  async ({ currentPassword, newPassword }, actor, { db }): Promise<ActionResult<{ stillSignedIn: boolean }>> => {
    await changePassword(db, actor, { currentPassword, newPassword });
    const again = await attemptSignIn(actor.email, newPassword);
    return { ok: true, stillSignedIn: again === "ok" };
  },
);

export const deleteAccountAction = defineAction(deleteAccountSchema, async ({ password }, actor, { db }): Promise<ActionResult> => {
  await deleteAccount(db, actor, password);
  // The user row is gone, so the event cannot reference it.
  await logAuthEvent("sign_out", { email: actor.email, sessionId: actor.sessionId, details: { reason: "account_deleted" } });
  await signOut({ redirect: false });
  return { ok: true };
});

/** Sends a fresh confirmation link to the signed-in user's address (3 per hour). Takes no input. */
export const resendConfirmationAction = defineAction(
  z.unknown().transform(() => ({})),
  async (_input, actor, { db }): Promise<ActionResult> => {
    const token = await createConfirmationToken(db, actor);
    if (!token) return { ok: true };
    const link = `${await linkBaseUrl()}/confirm-email?token=${token}`;
    await sendMail(confirmationEmail(actor.email, link, EMAIL_TOKEN_MINUTES));
    return { ok: true };
  },
  { limit: { name: "resend_confirmation", title: "Too many requests", message: "Please wait a few minutes before trying again." } },
);

const confirmFailure = {
  invalid: "This confirmation link is invalid or has already been used.",
  expired: "This confirmation link has expired. Sign in and request a new one from your profile.",
} as const;

/** Posted from /confirm-email (a GET never confirms: mail scanners follow links). */
export const confirmEmailAction = definePublicAction(
  confirmEmailSchema,
  async ({ token }, { db }): Promise<ActionResult> => {
    const outcome = await confirmEmailAddress(db, token);
    if (outcome.kind === "ok") return { ok: true };
    return { ok: false, code: "INVALID_INPUT", formError: confirmFailure[outcome.kind] };
  },
  // A crafted token gets the spec's sentence, never a schema library's message.
  { onInvalid: () => ({ ok: false, code: "INVALID_INPUT", formError: confirmFailure.invalid }) },
);

/** The profile's currency override (the currency module's CurrencySelect, given this action by the profile page). */
export const setPreferredCurrencyAction = defineAction(preferredCurrencySchema, async ({ currency }, actor, { db }) => {
  await setPreferredCurrency(db, actor, currency);
  revalidatePath("/", "layout");
  return { ok: true as const, currency };
});
