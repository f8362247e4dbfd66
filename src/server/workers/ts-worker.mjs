/**
 * Bootstrap of a worker thread that runs TypeScript source (src/server/worker-pool.ts): loads tsx
 * (a runtime dependency: `npm start` runs on it) so the worker imports the same engine code the
 * app was built from, and makes "server-only" an empty module — a worker is server code by
 * definition, but Node resolves the package without Next's react-server condition. Then imports
 * the entry named in workerData.entry (a path relative to the project root).
 */
import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { workerData } from "node:worker_threads";

const serverOnly = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,export{}", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnly)}`);
const { register: registerTsx } = await import("tsx/esm/api");
registerTsx({ tsconfig: path.join(process.cwd(), "tsconfig.json") });
await import(pathToFileURL(path.join(process.cwd(), workerData.entry)).href);
