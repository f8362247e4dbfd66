export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post): passed to SMTP and kept in the outbox record. */
  headers?: Record<string, string>;
}

/** One way of delivering mail. SMTP when configured; otherwise the local outbox. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage & { from: string }): Promise<void>;
}
