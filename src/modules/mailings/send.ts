import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { textArray } from "@/server/db/sql-arrays";
import { env } from "@/server/env";
import { sendMail, type MailMessage } from "@/server/mail";
import { MAIL_CATEGORIES, type MailCategory } from "./kinds";
import { wantsMail } from "./preferences";
import { signUnsubscribeToken, type UnsubscribeSubject } from "./tokens";

export type Recipient = { userId: string; email: string } | { email: string };
/** What makes an e-mail the same e-mail: kind, what it is about, the period it covers. */
export interface OnceKey { kind: string; subjectId: string; period: string }
export type SendOutcome = "sent" | "opted_out" | "already_sent" | "failed";

const subjectOf = (r: Recipient): UnsubscribeSubject => ("userId" in r ? { userId: r.userId } : { email: r.email });
const appUrl = () => env.APP_URL.replace(/\/+$/, "");

/** The mailbox part of MAIL_FROM ("Cartwise <no-reply@x>" → "no-reply@x"). */
function fromAddress(): string {
  return /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
}

/**
 * Adds the one-click unsubscribe (RFC 8058 headers, and the same link at the foot of the text)
 * for this recipient and kind of e-mail.
 */
export function withUnsubscribe(message: Omit<MailMessage, "to" | "headers">, recipient: Recipient, category: MailCategory): MailMessage {
  const token = signUnsubscribeToken({ category, subject: subjectOf(recipient) });
  const url = `${appUrl()}/unsubscribe?token=${token}`;
  const mailto = `mailto:${fromAddress()}?subject=unsubscribe%20${token}`;
  const label = MAIL_CATEGORIES[category].label;
  const foot = `You get this because "${label}" is on in your e-mail preferences. Unsubscribe with one click: ${url}`;
  return {
    to: recipient.email,
    subject: message.subject,
    text: `${message.text}\n\n—\n${foot}`,
    html: message.html ? `${message.html}<hr><p style="font-size:12px;color:#555">You get this because &ldquo;${label}&rdquo; is on in your e-mail preferences. <a href="${url.replace(/&/g, "&amp;")}">Unsubscribe</a></p>` : undefined,
    headers: { "List-Unsubscribe": `<${url}>, <${mailto}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Sends one preference-governed e-mail: nothing when the recipient switched that kind off; with a
 * once-key, at most once — the key is claimed first (a unique row in sent_mail), so a retried or
 * concurrent job sends nothing more, and given back when delivery fails so the next run retries.
 */
export async function sendPreferencedMail(db: Db, mail: { category: MailCategory; recipient: Recipient; once?: OnceKey; message: Omit<MailMessage, "to" | "headers"> }): Promise<SendOutcome> {
  if (!(await wantsMail(db, subjectOf(mail.recipient), mail.category))) return "opted_out";
  const s = tables.sentMail;
  if (mail.once) {
    const claimed = await db
      .insert(s)
      .values({ ...mail.once, userId: "userId" in mail.recipient ? mail.recipient.userId : null })
      .onConflictDoNothing()
      .returning({ id: s.id });
    if (!claimed.length) return "already_sent";
  }
  const delivered = await sendMail(withUnsubscribe(mail.message, mail.recipient, mail.category));
  if (!delivered && mail.once) {
    await db.delete(s).where(and(eq(s.kind, mail.once.kind), eq(s.subjectId, mail.once.subjectId), eq(s.period, mail.once.period)));
  }
  return delivered ? "sent" : "failed";
}

/**
 * Which of these subjects already got the e-mail of this kind (for this period, when given): the
 * scheduled senders leave them out before sending, so a re-run does not count them again.
 */
export async function alreadySent(db: Db, kind: string, subjectIds: readonly string[], period?: string): Promise<Set<string>> {
  const ids = [...new Set(subjectIds)];
  if (!ids.length) return new Set();
  const s = tables.sentMail;
  const rows = await db
    .select({ subjectId: s.subjectId })
    .from(s)
    .where(and(eq(s.kind, kind), sql`${s.subjectId} = any(${textArray(ids)})`, period === undefined ? undefined : eq(s.period, period)));
  return new Set(rows.map((r) => r.subjectId));
}
