import "server-only";
import type { MailMessage } from "@/server/mail";

/**
 * Sign-up with an address that already has an account answers exactly like a new sign-up
 * ("Check your email", RELIABILITY R-11); the owner of the address learns about it here instead.
 */
export function existingAccountEmail(to: string, signInLink: string): MailMessage {
  const text = [
    "Someone (maybe you) tried to create a Cartwise account with this email address, but you already have one.",
    "",
    "If it was you, sign in here:",
    signInLink,
    "",
    "If it wasn't you, you can ignore this email: nothing about your account has changed.",
  ].join("\n");
  return { to, subject: "You already have a Cartwise account", text };
}
