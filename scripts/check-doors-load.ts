/**
 * `tsx --conditions=react-server --import ./scripts/lib/next-react-server.mjs scripts/check-doors-load.ts`:
 * loads every module's server and shared doors the way scripts and jobs do (the react-server
 * condition, `next/navigation` resolved as Next's server layer resolves it) and prints one line per
 * door that fails to load; exits 1 if any does. Run by tests/unit/doors-load.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const modules = path.join(import.meta.dirname, "../src/modules");
const failures: string[] = [];
let loaded = 0;
for (const mod of fs.readdirSync(modules).sort())
  for (const door of ["index.ts", "shared.ts"]) {
    const file = path.join(modules, mod, door);
    if (!fs.existsSync(file)) continue;
    try {
      await import(pathToFileURL(file).href);
      loaded++;
    } catch (e) {
      failures.push(`${mod}/${door}: ${(e as Error).message.split("\n")[0]}`);
    }
  }
for (const f of failures) console.log(`fails to load: ${f}`);
console.log(`${loaded} doors loaded, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
