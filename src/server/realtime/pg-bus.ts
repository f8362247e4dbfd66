import "server-only";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/logger";
import { TopicRouter, decodeMessage, encodeMessage, type RealtimeBus, type RealtimeListener, type RealtimeMessage } from "./bus";

/** The one PostgreSQL channel every instance LISTENs on; topics are routed in process. */
export const REALTIME_CHANNEL = "cartwise_realtime";

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;
const PROBE_EVERY_MS = 30_000;

export interface PgBusOptions {
  /** Test hook: log lines instead of the server log. */
  log?: (line: string) => void;
}

/**
 * PostgreSQL LISTEN/NOTIFY fan-out across app instances (decision 021).
 *
 * Publishing is `select pg_notify(…)` through the caller's pool (or transaction: NOTIFY is then
 * delivered at commit). Receiving uses ONE dedicated pg.Client per process — never a pool client,
 * which the pool could hand to someone else or close when idle. The client connects on the first
 * subscription, is probed every 30 s (a half-open TCP connection otherwise looks alive), and after
 * any error or end reconnects with backoff; once it is LISTENing again every subscribed topic gets
 * a `resync` message, because whatever was published in the gap never reached us.
 */
export class PgRealtimeBus implements RealtimeBus {
  readonly kind = "postgres" as const;
  private readonly router = new TopicRouter();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private everConnected = false;
  private closed = false;
  private readonly log: (line: string) => void;

  constructor(private readonly url: string, options: PgBusOptions = {}) {
    this.log = options.log ?? ((line) => logger.warn(line));
  }

  async publish(db: Db, message: Omit<RealtimeMessage, "at">): Promise<void> {
    try {
      await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${encodeMessage(message)})`);
    } catch (err) {
      // The write it announces has committed: a lost notice only delays other viewers until their next event or reload.
      this.log(`[realtime] publish on ${message.topic} failed: ${(err as Error).message}`);
    }
  }

  subscribe(topic: string, listener: RealtimeListener): () => void {
    const off = this.router.on(topic, listener);
    void this.ready().catch(() => undefined);
    return off;
  }

  ready(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("realtime bus closed"));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** The server process of the LISTEN connection (operations, tests); null while disconnected. */
  get backendPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  /** True while the dedicated connection is up and LISTENing. */
  get listening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    let settled = false;
    const lost = (why: string) => {
      if (this.client === client) this.client = null;
      if (settled) this.scheduleReconnect(why);
    };
    client.on("error", (err) => lost(err.message));
    client.on("end", () => lost("connection ended"));
    client.on("notification", (n) => {
      if (n.channel !== REALTIME_CHANNEL || !n.payload) return;
      const message = decodeMessage(n.payload);
      if (message) this.router.deliver(message);
    });
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (err) {
      settled = true;
      client.end().catch(() => undefined);
      this.scheduleReconnect((err as Error).message);
      throw err;
    }
    settled = true;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    this.startProbe(client);
    if (this.everConnected) {
      this.log("[realtime] listener reconnected: asking subscribers to resync");
      this.router.resyncAll();
    }
    this.everConnected = true;
  }

  private startProbe(client: pg.Client): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = setInterval(() => {
      if (this.client !== client) return;
      client.query("select 1").catch((err: Error) => {
        this.log(`[realtime] listener probe failed: ${err.message}`);
        client.end().catch(() => undefined);
      });
    }, PROBE_EVERY_MS);
    this.probeTimer.unref();
  }

  private scheduleReconnect(why: string): void {
    if (this.closed || this.retryTimer || this.client) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
    this.log(`[realtime] listener lost (${why}); reconnecting in ${wait} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed && !this.client && this.router.topicCount > 0) void this.ready().catch(() => undefined);
    }, wait);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.probeTimer) clearInterval(this.probeTimer);
    const client = this.client;
    this.client = null;
    await this.connecting?.catch(() => undefined);
    if (client) await client.end().catch(() => undefined);
  }
}
