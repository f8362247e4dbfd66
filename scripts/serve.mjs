/**
 * Serves the production build on PORT (default 3000) / HOSTNAME (default 127.0.0.1).
 * WEB_CONCURRENCY > 1 runs Node's cluster: that many `next start` workers share one port (the
 * primary hands out connections), so every core serves. Signals go to every worker; each drains
 * its in-flight requests (see src/server/shutdown.ts) and the primary exits when all have.
 * A worker that dies unexpectedly is replaced.
 */
import cluster from "node:cluster";
import { createRequire } from "node:module";
// Before Next creates its server: every request carries its socket address (scripts/client-address.mjs).
import "./client-address.mjs";

const port = process.env.PORT || "3000";
const host = process.env.HOSTNAME || "127.0.0.1";
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY || 1));
// One public origin for links and for Auth.js: without AUTH_URL, Auth.js derives its own URLs from
// the request and advertises http://localhost:<port> while we serve 127.0.0.1 (issue 13, class 7).
process.env.APP_URL ||= `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
process.env.AUTH_URL ||= process.env.APP_URL;
const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");

function runNext() {
  process.argv = [process.argv[0], nextBin, "start", "-p", port, "-H", host];
  require(nextBin);
}

if (workers === 1 || !cluster.isPrimary) {
  runNext();
} else {
  let stopping = false;
  console.log(`[serve] ${workers} workers on http://${host}:${port}`);
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[serve] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const sig of ["SIGTERM", "SIGINT"]) {
    process.on(sig, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
    });
  }
}
