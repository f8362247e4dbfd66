import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, formatPrettyLine, withRequestId } from "./logger";

const SENTINEL = "Sentinel-Pa55word!-do-not-log";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger(stream, "debug", "json") };
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

describe("request id on every line", () => {
  it("is added to each line written inside withRequestId, also after awaits, and to no line outside", async () => {
    const { lines, log } = capture();
    await withRequestId("req-1", async () => {
      log.info("first");
      await new Promise((r) => setTimeout(r, 5));
      log.warn({ n: 2 }, "second");
    });
    log.info("outside");
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.map((e) => [e.msg, e.reqId])).toEqual([["first", "req-1"], ["second", "req-1"], ["outside", undefined]]);
  });

  it("keeps concurrent requests apart", async () => {
    const { lines, log } = capture();
    const one = (id: string, wait: number) =>
      withRequestId(id, async () => {
        await new Promise((r) => setTimeout(r, wait));
        log.info(`done ${id}`);
      });
    await Promise.all([one("a", 10), one("b", 1)]);
    expect(lines.map((l) => JSON.parse(l)).map((e) => `${e.msg}:${e.reqId}`).sort()).toEqual(["done a:a", "done b:b"]);
  });
});

describe("no forged lines", () => {
  const FORGED = 'x\n{"level":50,"msg":"forged admin login"}\r\n12:00:00.000 ERROR forged';

  function lineCount(format: "json" | "pretty"): string[] {
    const out: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        out.push(String(chunk));
        done();
      },
    });
    const log = createLogger(stream, "debug", format);
    log.info({ query: FORGED, nested: { q: FORGED }, [FORGED]: 1 }, FORGED);
    return out.join("").split("\n").filter(Boolean);
  }

  it("JSON: a request value with newlines stays inside one line", () => {
    const lines = lineCount("json");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry.msg).toBe(FORGED);
    expect(entry.query).toBe(FORGED);
  });

  it("readable: a request value with newlines stays inside one line, escaped", () => {
    const lines = lineCount("pretty");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO  x\\n\{/);
    expect(lines[0]).toContain("\\r\\n12:00:00.000 ERROR forged");
    expect(lines[0]).not.toMatch(/[\r\u001b]/);
  });

  it("readable: shows level, request id, message and fields on one line", () => {
    const line = formatPrettyLine(JSON.stringify({ level: 40, time: "2026-11-27T00:11:22.333Z", pid: 1, reqId: "r1", msg: "route failed", path: "/lists", status: 500, err: { name: "Error" } }));
    expect(line).toBe('00:11:22.333 WARN  [r1] route failed path=/lists status=500 err={"name":"Error"}');
    expect(formatPrettyLine("not json\u001b[2J")).toBe("not json\\u001b[2J");
  });
});
