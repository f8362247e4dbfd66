import "server-only";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { outboxTransport } from "./outbox";
import { smtpTransport } from "./smtp";
import type { MailMessage, MailTransport } from "./types";

export type { MailMessage, MailTransport } from "./types";
export { confirmationEmail } from "./templates";

let transport: MailTransport | undefined;

/** Chosen by configuration: SMTP when SMTP_URL is set, otherwise the local outbox. */
export function getMailTransport(): MailTransport {
  transport ??= env.SMTP_URL ? smtpTransport(env.SMTP_URL) : outboxTransport(env.MAIL_OUTBOX_DIR);
  return transport;
}

/**
 * Sends one message. Delivery problems are logged and reported as false rather than thrown:
 * an account that was created stays created even if its e-mail could not go out.
 */
export async function sendMail(message: MailMessage): Promise<boolean> {
  const t = getMailTransport();
  try {
    await t.send({ ...message, from: env.MAIL_FROM });
    return true;
  } catch (err) {
    logger.error({ transport: t.kind, to: `${message.to.slice(0, 3)}***`, err }, "mail: delivery failed");
    return false;
  }
}
