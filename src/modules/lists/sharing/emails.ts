import "server-only";
import type { MailMessage } from "@/server/mail";
import { INVITE_VALID_DAYS } from "./schemas";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The invitation to a shared list. The link works once, for INVITE_VALID_DAYS days, for this address only. */
export function listInviteEmail(to: string, input: { ownerName: string; listName: string; link: string }): MailMessage {
  const { ownerName, listName, link } = input;
  const text = [
    `${ownerName} invited you to share the shopping list "${listName}" on Cartwise.`,
    "",
    "Open this link to join the list (sign in or create an account with this email address first):",
    link,
    "",
    `The link works once and expires in ${INVITE_VALID_DAYS} days. If you don't know ${ownerName}, you can ignore this email.`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(ownerName)} invited you to share the shopping list <strong>&ldquo;${escapeHtml(listName)}&rdquo;</strong> on Cartwise.</p>` +
    `<p><a href="${escapeHtml(link)}">Join the list</a></p>` +
    `<p>Sign in or create an account with this email address first. The link works once and expires in ${INVITE_VALID_DAYS} days. ` +
    `If you don't know ${escapeHtml(ownerName)}, you can ignore this email.</p>`;
  return { to, subject: `${ownerName} shared "${listName}" with you`, text, html };
}
