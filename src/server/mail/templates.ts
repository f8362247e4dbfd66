import type { MailMessage } from "./types";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The sign-up confirmation e-mail. The link is valid for `validMinutes` and works once. */
export function confirmationEmail(to: string, link: string, validMinutes: number): MailMessage {
  const text = [
    "Welcome to Cartwise!",
    "",
    "Please confirm your email address by opening this link:",
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes. If you didn't create an account, you can ignore this email.`,
  ].join("\n");
  const html = `<p>Welcome to Cartwise!</p><p>Please confirm your email address:</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>The link works once and expires in ${validMinutes} minutes. If you didn't create an account, you can ignore this email.</p>`;
  return { to, subject: "Confirm your Cartwise account", text, html };
}
