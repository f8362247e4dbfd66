import { afterEach, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { logger } from "../logger";
import { extractLinks, outboxTransport } from "./outbox";
import { confirmationEmail } from "./templates";

describe("local outbox", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it("writes one JSON file per message with its links, for developers and e2e tests", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    dirs.push(dir);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const msg = confirmationEmail("ana@example.com", "http://127.0.0.1:3000/confirm-email?token=abc_DEF-123", 60);
    await outboxTransport(dir).send({ ...msg, from: "Cartwise <no-reply@cartwise.local>" });
    log.mockRestore();
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const record = JSON.parse(fs.readFileSync(path.join(dir, files[0]), "utf8"));
    expect(record).toMatchObject({ to: "ana@example.com", subject: "Confirm your Cartwise account", links: ["http://127.0.0.1:3000/confirm-email?token=abc_DEF-123"] });
    expect(record.text).toContain("expires in 60 minutes");
  });

  it("logs recipient, subject and id only — never the text with its token", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    dirs.push(dir);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const msg = confirmationEmail("ana@example.com", "http://127.0.0.1:3000/confirm-email?token=SECRET_token_123", 60);
    await outboxTransport(dir).send({ ...msg, from: "Cartwise <no-reply@cartwise.local>", headers: { "List-Unsubscribe": "<http://x/unsubscribe?token=UNSUB_tok>" } });
    const calls = info.mock.calls.filter((c) => c[1] === "mail: written to the outbox");
    info.mockRestore();
    expect(calls).toHaveLength(1);
    const [fields] = calls[0] as unknown as [Record<string, unknown>];
    const record = JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]), "utf8"));
    expect(fields).toEqual({ id: record.id, to: "ana@example.com", subject: "Confirm your Cartwise account" });
    expect(JSON.stringify(calls)).not.toMatch(/SECRET_token_123|UNSUB_tok/);
    // The record keeps the headers (e2e tests and developers follow the unsubscribe link).
    expect(record.headers).toEqual({ "List-Unsubscribe": "<http://x/unsubscribe?token=UNSUB_tok>" });
  });

  it("escapes the link in the HTML part", () => {
    expect(confirmationEmail("a@b.co", 'http://x/?a=1&b="2"', 60).html).toContain("http://x/?a=1&amp;b=&quot;2&quot;");
    expect(extractLinks("see https://a.test/x?y=1 and http://b.test.")).toEqual(["https://a.test/x?y=1", "http://b.test"]);
  });
});
