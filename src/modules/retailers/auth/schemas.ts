import { z } from "zod";
import { emailField, strongPasswordSchema, textField, AUTH_TEXT, sanitizeText } from "@/modules/users/shared";
import { checkedText } from "@/lib/safe-text";

/** Retailer portal validation (retailer-admin spec section 5). */
export const RETAILER_TEXT = {
  invalidEmail: "Invalid email format",
  gstTooLong: "GST number must be 20 characters or less",
} as const;

export const BUSINESS_NAME = { min: 2, max: 100 } as const;
export const ADDRESS = { min: 10, max: 200 } as const;
export const GST_MAX = 20;

export const retailerLoginSchema = z
  .object({
    email: emailField(RETAILER_TEXT.invalidEmail),
    password: z.string({ error: AUTH_TEXT.passwordRequired }).min(1, { error: AUTH_TEXT.passwordRequired }),
  })
  .strict();

// Optional: blank means "none"; otherwise sanitised and at most 20 characters.
const gstNumberField = checkedText("GST number", z.string().transform(sanitizeText).pipe(z.string().max(GST_MAX, { error: RETAILER_TEXT.gstTooLong })), { typeMessage: "GST number must be a string" })
  .transform((v) => (v === "" ? null : v))
  .optional()
  .transform((v) => v ?? null);

export const retailerSignUpSchema = z
  .object({
    email: emailField(RETAILER_TEXT.invalidEmail, AUTH_TEXT.emailTooLong),
    password: strongPasswordSchema,
    businessName: textField("Business name", BUSINESS_NAME),
    address: textField("Address", ADDRESS),
    gstNumber: gstNumberField,
  })
  .strict();

export type RetailerSignUpInput = z.input<typeof retailerSignUpSchema>;
export type RetailerSignUp = z.output<typeof retailerSignUpSchema>;
