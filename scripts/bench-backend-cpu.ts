import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

/** CPU seconds (user + system) of this database's client backends, read from /proc (PostgreSQL runs on this machine). */
export async function backendCpu(db: Db): Promise<Map<number, number>> {
  const res = await db.execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`);
  const tick = 100; // USER_HZ on Linux
  const out = new Map<number, number>();
  for (const { pid } of res.rows) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      out.set(Number(pid), (Number(f[11]) + Number(f[12])) / tick);
    } catch {
      // not readable (another host): no PostgreSQL CPU figure
    }
  }
  return out;
}
