import "server-only";
import type { MailTransport } from "./types";

/** Real delivery through any SMTP server given as a URL (smtp://user:pass@host:587). */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<import("nodemailer").Transporter> | undefined;
  const getTransporter = () => {
    transporter ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
    return transporter;
  };
  return {
    kind: "smtp",
    async send(message) {
      const t = await getTransporter();
      await t.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    },
  };
}
