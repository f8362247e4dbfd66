import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const run = (args: string[]) => spawnSync(TSX, [...args, "scripts/check-doors-load.ts"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } });

describe("every module door loads in scripts and jobs", () => {
  it("loads every index.ts and shared.ts under the scripts' runtime (react-server condition, Next's server navigation)", () => {
    const out = run(["--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs"]);
    expect(out.stdout).toMatch(/^\d+ doors loaded, 0 failed$/m);
    expect(out.status).toBe(0);
  }, 60_000);

  it("fails without the navigation hook (the check itself can fail)", () => {
    const out = run(["--conditions=react-server"]);
    expect(out.stdout).toMatch(/fails to load: \w[\w-]*\/index\.ts: .*createContext/);
    expect(out.status).toBe(1);
  }, 60_000);
});
