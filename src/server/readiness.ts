import "server-only";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb as getAppDb, type Db } from "./db";

/**
 * What /api/ready reports. Kept on globalThis so every server bundle (instrumentation, routes)
 * shares one state. `draining` flips on SIGTERM so a load balancer stops sending traffic while
 * in-flight requests finish.
 */
export type StartupTaskState = "pending" | "ready" | "failed" | "off";
interface ReadinessState { draining: boolean; tasks: Record<string, StartupTaskState> }

const g = globalThis as unknown as { cartwiseReadiness?: ReadinessState };
const state = (g.cartwiseReadiness ??= { draining: false, tasks: {} });

export function setStartupTask(name: string, value: StartupTaskState): void {
  state.tasks[name] = value;
}

export function markDraining(): void {
  state.draining = true;
}

export function isDraining(): boolean {
  return state.draining;
}

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  database: "ok" | "unreachable";
  migrations: { applied: number; expected: number } | null;
  tasks: Record<string, StartupTaskState>;
}

function expectedMigrations(): number {
  const journal = path.join(process.cwd(), "drizzle", "meta", "_journal.json");
  return (JSON.parse(fs.readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
}

/** Database reachable (within `timeoutMs`), every migration applied, no start-up task pending or failed. */
export async function checkReadiness(getDb: () => Promise<Db> = getAppDb, timeoutMs = 2_000): Promise<ReadinessReport> {
  let database: ReadinessReport["database"] = "unreachable";
  let migrations: ReadinessReport["migrations"] = null;
  try {
    const applied = await withTimeout(
      (async () => {
        const db = await getDb();
        const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        return Number(res.rows[0]?.n ?? 0);
      })(),
      timeoutMs,
    );
    database = "ok";
    migrations = { applied, expected: expectedMigrations() };
  } catch {
    database = "unreachable";
  }
  const tasksOk = Object.values(state.tasks).every((t) => t === "ready" || t === "off");
  const ready = !state.draining && database === "ok" && !!migrations && migrations.applied >= migrations.expected && tasksOk;
  return { ready, draining: state.draining, database, migrations, tasks: { ...state.tasks } };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
