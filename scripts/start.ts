/**
 * `npm start`: build when there is no current build, migrate, seed an empty database with the
 * demo data, then serve with `next start`. Works with no services (embedded PGlite) or with DATABASE_URL.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureAuthSecret, hasCurrentBuild } from "./lib/runtime-env";

const started = Date.now();
const port = process.env.PORT ?? "3000";
const host = process.env.HOSTNAME ?? "127.0.0.1";
ensureAuthSecret();
process.env.NEXT_TELEMETRY_DISABLED = "1";

if (process.env.CARTWISE_RESET_DB === "true" && !process.env.DATABASE_URL) {
  // Fresh embedded database for a test run.
  fs.rmSync(process.env.PGLITE_DIR ?? "./.data/pglite", { recursive: true, force: true });
}

if (!hasCurrentBuild()) {
  console.log("[start] no current build: running `npm run build` …");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Migrate and seed in a child process: PGlite allows one connection per data directory, and
// it must be closed before the server opens it.
const prep = spawnSync("npx", ["tsx", "--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/db-prepare.ts"], { stdio: "inherit", env: process.env });
if (prep.status !== 0) process.exit(prep.status ?? 1);

console.log(`[start] ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s; starting next on http://${host}:${port}`);
// scripts/serve.mjs runs `next start` (or, with WEB_CONCURRENCY > 1, a cluster of them on one port).
const server = spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", env: { ...process.env, PORT: port, HOSTNAME: host } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
