import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-cli-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runFeed(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ["--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/feed.ts", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(chunks).toString("utf8") }));
  });
}

describe("npm run feed", () => {
  it("prints the report of a feed of 5,000 rows (> 1 MB) whole through a pipe", async () => {
    const file = path.join(dir, "big.txt");
    const lines = ["id\ttitle\tprice\tavailability\tsale_price\tsale_price_effective_date"];
    for (let i = 0; i < 5000; i++) lines.push(`P${i}\tProduct ${i} 500g\t${(i % 50) + 1}.99\tin stock\t${(i % 50) + 1}.49 NZD\t2026-11-20/2026-11-27`);
    fs.writeFileSync(file, lines.join("\n"));
    const { code, stdout } = await runFeed([file, "--currency", "NZD", "--time-zone", "Pacific/Auckland"]);
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(1_000_000);
    const report = JSON.parse(stdout) as { format: string; rows: { saleStart: string }[]; summary: Record<string, number> };
    expect(report.format).toBe("tsv");
    expect(report.summary).toEqual({ rows: 5000, ok: 0, info: 0, warnings: 5000, errors: 0 }); // prices without a code
    expect(report.rows[4999].saleStart).toBe("2026-11-19T11:00:00.000Z");
  });

  it("exits 1 with the reason as JSON when the file cannot be read as a feed or an option is wrong", async () => {
    const bad = path.join(dir, "bad.xml");
    fs.writeFileSync(bad, "<rss><channel><item></rss>");
    const xml = await runFeed([bad]);
    expect(xml.code).toBe(1);
    expect(JSON.parse(xml.stdout)).toMatchObject({ format: "xml", rows: [], error: expect.stringContaining("not well-formed XML") });
    const zone = await runFeed([bad, "--time-zone", "Nowhere/Special"]);
    expect(zone.code).toBe(1);
    expect(JSON.parse(zone.stdout).error).toMatch(/IANA time zone/);
  });
});
