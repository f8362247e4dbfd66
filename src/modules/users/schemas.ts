import { z } from "zod";
import { AUTH_TEXT } from "./messages";
import { sanitizeText } from "./text";
import { fitsLength, graphemeLength, hasNoUnsafeText, normaliseText, unsafeTextMessage } from "@/lib/safe-text";

/** Validation shared by the login card, the profile forms and the server actions (spec section 5). */
export const EMAIL_MAX = 320;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;

// The spec's "simple {email} shape": something@something.something, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(invalid: string, tooLong: string = invalid) {
  return z
    .string({ error: invalid })
    // A control character, lone surrogate or bidi override is never part of an address: refused
    // here, before the limiter or PostgreSQL sees it.
    .refine(hasNoUnsafeText, { error: invalid, abort: true })
    .trim()
    .max(EMAIL_MAX, { error: tooLong })
    .regex(EMAIL_SHAPE, { error: invalid });
}

/** 8–128 characters with a lowercase letter, an uppercase letter, a digit and a special character. Never trimmed. */
export function isStrongPassword(pw: string): boolean {
  return (
    pw.length >= PASSWORD_MIN &&
    pw.length <= PASSWORD_MAX &&
    /[a-z]/.test(pw) &&
    /[A-Z]/.test(pw) &&
    /\d/.test(pw) &&
    /[^A-Za-z0-9]/.test(pw)
  );
}

export const strongPasswordSchema = z.string({ error: AUTH_TEXT.passwordRule }).refine(isStrongPassword, { error: AUTH_TEXT.passwordRule });
const requiredPassword = (message: string) => z.string({ error: message }).min(1, { error: message });

/**
 * The spec's generic text rule: must be a string, non-empty after sanitising, at most `max`
 * (default 255) characters as people see them. Unsafe characters are refused first (src/lib/safe-text).
 */
export function textField(field: string, opts: { min?: number; max?: number } = {}) {
  const max = opts.max ?? 255;
  const min = opts.min ?? 1;
  const rangeMessage = min > 1 ? `${field} must be between ${min} and ${max} characters` : null;
  let inner = z.string().min(1, { error: `${field} is required` });
  if (rangeMessage) inner = inner.refine((v) => graphemeLength(v) >= min, { error: rangeMessage });
  inner = inner.refine((v) => fitsLength(v, max), { error: rangeMessage ?? `${field} must be ${max} characters or less` });
  return z
    .string({ error: `${field} must be a string` })
    .max(5000, { error: rangeMessage ?? `${field} must be ${max} characters or less` })
    .refine(hasNoUnsafeText, { error: unsafeTextMessage(field), abort: true })
    .transform((v) => sanitizeText(normaliseText(v)))
    .pipe(inner);
}

// Compare the two password fields even when another field failed, so every message shows at once.
function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === "object" && payload.value !== null;
}

export const signInSchema = z
  .object({
    email: emailField(AUTH_TEXT.invalidEmail),
    password: requiredPassword(AUTH_TEXT.passwordRequired),
    from: z.string().max(2000).optional(),
  })
  .strict();
export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email: emailField(AUTH_TEXT.invalidEmail, AUTH_TEXT.emailTooLong),
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_TEXT.passwordsDontMatch }),
    acceptedTerms: z.literal(true, { error: AUTH_TEXT.termsRequired }),
  })
  .strict()
  .refine((d) => d.password === d.confirmPassword, { path: ["confirmPassword"], error: AUTH_TEXT.passwordsDontMatch, when: isObjectPayload });
export type SignUpInput = z.input<typeof signUpSchema>;

export const nameSchema = textField("Name", { max: NAME_MAX });
export const changeNameSchema = z.object({ name: nameSchema }).strict();

export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword(AUTH_TEXT.currentPasswordRequired),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_TEXT.passwordsDontMatch }),
  })
  .strict()
  .refine((d) => d.newPassword === d.confirmPassword, { path: ["confirmPassword"], error: AUTH_TEXT.passwordsDontMatch, when: isObjectPayload });

export const deleteAccountSchema = z.object({ password: requiredPassword(AUTH_TEXT.passwordRequired) }).strict();

export const acceptTermsSchema = z.object({ accepted: z.literal(true, { error: "Please tick the box to accept the Terms of Service" }) }).strict();

// 32 random bytes in base64url are 43 characters; anything far off is not one of ours.
export const confirmEmailSchema = z.object({ token: z.string().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/) }).strict();

export const setUserRoleSchema = z.object({ userId: z.uuid(), role: z.enum(["shopper", "retailer", "admin"]) }).strict();
