import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The CLI end to end: `scrape --detect <url>` against the demo shops it serves itself, then the
 * configuration it printed, run by `scrape <config.json>`; both outputs read whole through a pipe.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scrape-detect-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

function scrape(args: string[], port: number): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    // The CLI's default allow-list is the demo sites' port; a value inherited from the caller would replace it.
    const env = Object.fromEntries(Object.entries({ ...process.env, DEMO_SITES_PORT: String(port) }).filter(([k]) => k !== "SCRAPER_ALLOWED_HOSTS")) as NodeJS.ProcessEnv;
    const child = spawn(TSX, ["--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/scrape.ts", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(chunks).toString("utf8") }));
  });
}

describe("npm run scrape -- --detect", () => {
  it.each([
    ["harbour-grocer/", "shopify", 200],
    ["corner-deli/", "woocommerce", 100],
  ])("%s → %s, and the printed configuration scrapes the shop", async (shop, platform, atLeast) => {
    const port = await freePort();
    const detected = await scrape(["--detect", `http://127.0.0.1:${port}/${shop}`], port);
    expect(detected.code).toBe(0);
    const out = JSON.parse(detected.stdout) as { platform: string; config: Record<string, unknown>; evidence: string[] };
    expect(Object.keys(out)).toEqual(["platform", "config", "evidence"]);
    expect(out.platform).toBe(platform);
    const file = path.join(dir, `${platform}.json`);
    fs.writeFileSync(file, JSON.stringify({ ...out.config, delay_ms: 0 }));
    const run = await scrape([file], port);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { products: { price: number }[]; errors: unknown[] };
    expect(result.errors).toEqual([]);
    expect(result.products.length).toBeGreaterThan(atLeast);
  });

  it("prints unknown with null configuration for a shop it cannot read, and writes nothing", async () => {
    const port = await freePort();
    const detected = await scrape(["--detect", `http://127.0.0.1:${port}/butcher/`], port);
    expect(detected.code).toBe(0);
    expect(JSON.parse(detected.stdout)).toMatchObject({ platform: "unknown", config: null });
  });
});
