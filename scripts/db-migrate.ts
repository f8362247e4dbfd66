import { getDbHandle } from "@/server/db";

const started = Date.now();
const handle = await getDbHandle();
console.log(`[db] migrations applied on ${handle.engine} in ${Date.now() - started} ms`);
await handle.close();
