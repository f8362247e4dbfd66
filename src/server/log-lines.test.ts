import { describe, expect, it } from "vitest";
import { Console } from "node:console";
import { Writable } from "node:stream";
import { installOneLineConsole, oneLine } from "./log-lines";

describe("one log call, one line", () => {
  it("escapes every line break and control character a request value could carry", () => {
    expect(oneLine("callbackUrl=x\n[auth] admin signed in")).toBe("callbackUrl=x\\n[auth] admin signed in");
    expect(oneLine("a\r\nb\u2028c\u2029d\u0000e\u001b[31mf\u007f")).toBe("a\\r\\nb\\u2028c\\u2029d\\u0000e\\u001b[31mf\\u007f");
    expect(oneLine("tabs\tstay")).toBe("tabs\tstay");
  });

  it("makes a console write one line per call, errors (whose message quotes input) included", () => {
    let out = "";
    const sink = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
    const c = new Console({ stdout: sink, stderr: sink });
    installOneLineConsole(c);
    const forged = "x\n[2026-01-01] user admin logged in";
    c.error("[auth]", new Error(`Invalid callback URL. Received: ${forged}`));
    c.warn(`[route] GET ${forged}`);
    c.log({ callbackUrl: forged });
    const lines = out.split("\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith("[2026-01-01]"))).toBe(false);
    expect(lines[0]).toContain("Received: x\\n[2026-01-01] user admin logged in");
  });
});
