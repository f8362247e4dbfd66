export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** One way of delivering mail. SMTP when configured; otherwise the local outbox. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage & { from: string }): Promise<void>;
}
