import { EventEmitter } from "node:events";
import type { Db } from "@/server/db/client";
import { logger } from "../logger";

/**
 * Generic fan-out of small change messages to whoever in this process listens on a topic
 * (decision 021). A message says *that* something changed (topic, kind, a few ids), never the
 * data itself: receivers re-read through their own access checks.
 */
export interface RealtimeMessage {
  topic: string;
  kind: string;
  /** Publisher's clock in ms, for diagnostics and latency figures. */
  at: number;
  data?: Record<string, string | number | boolean | null>;
}

/** What listeners get besides messages: `resync` after the bus may have missed some (reconnect). */
export const RESYNC_KIND = "resync";

export type RealtimeListener = (message: RealtimeMessage) => void;

export interface RealtimeBus {
  readonly kind: "postgres" | "local";
  /** Sends to every subscriber of the topic on every app instance. Never throws for delivery problems. */
  publish(db: Db, message: Omit<RealtimeMessage, "at">): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: RealtimeListener): () => void;
  /** Resolves once messages published from now on will reach this process's subscribers. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** NOTIFY payloads are capped at 8000 bytes by PostgreSQL; ours are far smaller, and refused past this. */
export const MAX_PAYLOAD_BYTES = 4000;

export function encodeMessage(message: Omit<RealtimeMessage, "at">, at = Date.now()): string {
  const text = JSON.stringify({ topic: message.topic, kind: message.kind, at, ...(message.data ? { data: message.data } : {}) });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`realtime message on ${message.topic} is too large`);
  return text;
}

export function decodeMessage(text: string): RealtimeMessage | null {
  try {
    const m = JSON.parse(text) as Partial<RealtimeMessage>;
    if (typeof m.topic !== "string" || typeof m.kind !== "string" || typeof m.at !== "number") return null;
    return { topic: m.topic, kind: m.kind, at: m.at, ...(m.data && typeof m.data === "object" ? { data: m.data } : {}) };
  } catch {
    return null;
  }
}

/** Per-topic listener registry shared by both buses; a throwing listener never stops the others. */
export class TopicRouter {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  on(topic: string, listener: RealtimeListener): () => void {
    const safe = (m: RealtimeMessage) => {
      try {
        listener(m);
      } catch (err) {
        logger.error({ topic, err }, "realtime: listener failed");
      }
    };
    this.emitter.on(topic, safe);
    return () => void this.emitter.off(topic, safe);
  }
  deliver(message: RealtimeMessage): void {
    this.emitter.emit(message.topic, message);
  }
  /** Tells every topic with listeners that messages may have been lost. */
  resyncAll(): void {
    const at = Date.now();
    for (const topic of this.emitter.eventNames()) if (typeof topic === "string") this.deliver({ topic, kind: RESYNC_KIND, at });
  }
  get topicCount(): number {
    return this.emitter.eventNames().length;
  }
}

/**
 * Embedded PGlite: one process holds the database, so in-process delivery is the whole fan-out.
 * Delivery is deferred a tick, as a NOTIFY would be, so publishers never run listeners inline.
 */
export class LocalRealtimeBus implements RealtimeBus {
  readonly kind = "local" as const;
  private readonly router = new TopicRouter();
  async publish(_db: Db, message: Omit<RealtimeMessage, "at">): Promise<void> {
    const decoded = decodeMessage(encodeMessage(message));
    if (decoded) setImmediate(() => this.router.deliver(decoded));
  }
  subscribe(topic: string, listener: RealtimeListener): () => void {
    return this.router.on(topic, listener);
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}
