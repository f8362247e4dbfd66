import "server-only";
import { env } from "@/server/env";
import type { Db } from "@/server/db/client";
import { onShutdown } from "@/server/shutdown";
import { LocalRealtimeBus, type RealtimeBus, type RealtimeListener, type RealtimeMessage } from "./bus";
import { PgRealtimeBus } from "./pg-bus";
import { closeAllEventStreams } from "./sse";

export { RESYNC_KIND, type RealtimeBus, type RealtimeMessage } from "./bus";
export { eventStreamResponse, type EventStreamSink } from "./sse";

// One bus per process, kept on globalThis like the database handle (dev reloads, module copies).
const g = globalThis as unknown as { cartwiseRealtime?: RealtimeBus };

/** PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (several instances stay in step); in-process on PGlite. */
export function getRealtimeBus(): RealtimeBus {
  if (!g.cartwiseRealtime) {
    const bus: RealtimeBus = env.DATABASE_URL ? new PgRealtimeBus(env.DATABASE_URL) : new LocalRealtimeBus();
    g.cartwiseRealtime = bus;
    // Open event streams would keep the HTTP server from closing: end them first, then the listener.
    onShutdown("realtime-streams", async () => closeAllEventStreams());
    onShutdown("realtime-bus", closeRealtimeBus, "close");
  }
  return g.cartwiseRealtime;
}

/** Closes this process's bus (shutdown, tests); the next getRealtimeBus() opens a new one. */
export async function closeRealtimeBus(): Promise<void> {
  const bus = g.cartwiseRealtime;
  g.cartwiseRealtime = undefined;
  await bus?.close();
}

/** Publishes after a write; `db` may be a transaction (PostgreSQL then delivers at commit). */
export function publish(db: Db, message: Omit<RealtimeMessage, "at">): Promise<void> {
  return getRealtimeBus().publish(db, message);
}

export function subscribe(topic: string, listener: RealtimeListener): () => void {
  return getRealtimeBus().subscribe(topic, listener);
}
