import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/** Runs a child with stdout on a pipe, reading it slowly (as `| jq` on a busy box would). */
function runPiped(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // A slow reader: pause a little after each chunk so the child's pipe fills up.
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 2);
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(chunks).toString("utf8") }));
  });
}

describe("CLI output arrives whole through a pipe", () => {
  it("writeJsonAndExit: a ~1 MB JSON is parsed whole", async () => {
    const { code, stdout } = await runPiped(["tests/support/print-big-json.ts", "whole"]);
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(1_000_000);
    const parsed = JSON.parse(stdout) as { products: unknown[] };
    expect(parsed.products).toHaveLength(7000);
  });

  it("for contrast, write + process.exit() loses the tail (the bug this helper fixes)", async () => {
    const { stdout } = await runPiped(["tests/support/print-big-json.ts", "naive"]);
    expect(stdout.length).toBeLessThan(1_000_000);
    expect(() => JSON.parse(stdout)).toThrow();
  });
});
