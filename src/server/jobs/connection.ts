import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import type { PgliteLike } from "./pglite-executor";

/** Where pg-boss keeps its jobs: the server's DATABASE_URL, else the embedded database's own client (see pgliteExecutor). */
export async function jobsConnection(): Promise<string | PgliteLike> {
  return env.DATABASE_URL ?? ((await getDb()) as unknown as { $client: PgliteLike }).$client;
}
