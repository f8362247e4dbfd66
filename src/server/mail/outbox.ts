import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { logger } from "../logger";
import type { MailMessage, MailTransport } from "./types";

export interface OutboxRecord extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
  links: string[];
}

/**
 * Offline delivery: each message is logged (recipient, subject, id — never its text) and written as one JSON file, so a developer can
 * open the link and the e2e tests can read it. File names sort by time.
 */
export function outboxTransport(dir: string): MailTransport {
  return {
    kind: "outbox",
    async send(message) {
      const sentAt = new Date();
      const record: OutboxRecord = { id: randomUUID(), ...message, sentAt: sentAt.toISOString(), links: extractLinks(message.text) };
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${sentAt.getTime()}-${record.id}.json`);
      await fs.writeFile(file, JSON.stringify(record, null, 2), { mode: 0o600 });
      // Recipient, subject and id only: the text carries confirmation and unsubscribe tokens.
      logger.info({ id: record.id, to: message.to, subject: message.subject }, "mail: written to the outbox");
    },
  };
}

export function extractLinks(text: string): string[] {
  // Sentence punctuation after a link is not part of it.
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((l) => l.replace(/[.,;:!?)]+$/, ""));
}
