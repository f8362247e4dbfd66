// Prints the schema that the migrations build on a fresh in-memory PGlite, as JSON.
// Used by the schema-parity integration test (PGlite's extension loading needs plain Node).
import { openDatabase, runMigrations } from "../src/server/db/client";
import { describeSchema } from "./lib/describe-schema";

const handle = await openDatabase({ pgliteDir: null });
await runMigrations(handle);
await runMigrations(handle); // idempotent
process.stdout.write(JSON.stringify(await describeSchema(handle)));
await handle.close();
