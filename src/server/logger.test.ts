import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

const SENTINEL = "Sentinel-Pa55word!-do-not-log";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger(stream, "debug") };
}

describe("server logger", () => {
  it("writes one JSON object per line with the request id bound", () => {
    const { lines, log } = capture();
    log.child({ reqId: "abc123" }).info({ path: "/lists" }, "served");
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ reqId: "abc123", path: "/lists", msg: "served", level: 30 });
  });

  it("never writes a password or other secret, wherever it sits", () => {
    const { lines, log } = capture();
    log.info({ password: SENTINEL, body: { newPassword: SENTINEL, nested: { token: SENTINEL } }, headers: { authorization: `Bearer ${SENTINEL}`, cookie: SENTINEL } }, "sign-in attempt");
    expect(lines.join("")).not.toContain(SENTINEL);
    expect(lines.join("")).toContain("[redacted]");
  });

  it("logs unknown errors without the parameters attached to them", () => {
    const { lines, log } = capture();
    const e = Object.assign(new Error("insert failed"), { code: "22021", parameters: [SENTINEL], query: `insert into users values ('${SENTINEL}')` });
    log.error({ err: e }, "request failed");
    const out = lines.join("");
    expect(out).toContain("insert failed");
    expect(out).toContain("22021");
    expect(out).not.toContain(SENTINEL);
  });
});
