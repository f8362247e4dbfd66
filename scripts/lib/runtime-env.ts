import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

/**
 * A first run with no AUTH_SECRET gets a random one, kept in .data/ (never in the code) so
 * sessions survive restarts. Production deployments set AUTH_SECRET themselves.
 */
export function ensureAuthSecret(dataDir = ".data"): void {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when .next holds a production build at least as new as every source file. */
export function hasCurrentBuild(root = process.cwd()): boolean {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ["src", "drizzle", "package.json", "next.config.ts", "postcss.config.mjs"].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) <= built;
}
