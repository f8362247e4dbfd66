import "server-only";
import { logger } from "../logger";

/**
 * Server-sent event streams for route handlers (decision 021): heartbeat comments keep proxies
 * from timing the connection out and let the handler re-check access; the client's abort, the
 * handler's own close and process shutdown all run the same clean-up exactly once.
 */
export interface EventStreamSink {
  /** Sends one event (`event:` + JSON `data:`); ignored once closed. */
  send(event: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
}

export interface EventStreamOptions {
  signal: AbortSignal;
  /** Per-owner cap on open streams in this process (e.g. `user:<id>`); past it the answer is 429. */
  owner?: { key: string; max: number };
  heartbeatMs?: number;
  /** Reconnect delay the browser's EventSource should use. */
  retryMs?: number;
  /** Subscribes; returns the clean-up to run when the stream ends. */
  open(sink: EventStreamSink): (() => void) | Promise<() => void>;
  /** Runs at each heartbeat (e.g. re-check access and close). */
  onHeartbeat?(sink: EventStreamSink): void | Promise<void>;
}

export const DEFAULT_HEARTBEAT_MS = 15_000;

const open = new Set<EventStreamSink>();
const perOwner = new Map<string, number>();

/** Process shutdown: end every stream so the HTTP server can close. */
export function closeAllEventStreams(): void {
  for (const sink of [...open]) sink.close();
}

export function openEventStreamCount(): number {
  return open.size;
}

export function eventStreamResponse(options: EventStreamOptions): Response {
  const { signal, owner } = options;
  if (owner && (perOwner.get(owner.key) ?? 0) >= owner.max) {
    return new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many open live views. Close a tab and try again." } }), {
      status: 429,
      headers: { "Content-Type": "application/json", "Retry-After": "30" },
    });
  }
  if (owner) perOwner.set(owner.key, (perOwner.get(owner.key) ?? 0) + 1);

  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let cleanup: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const write = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };

  const finish = () => {
    if (closed) return;
    closed = true;
    open.delete(sink);
    if (owner) {
      const n = (perOwner.get(owner.key) ?? 1) - 1;
      if (n <= 0) perOwner.delete(owner.key);
      else perOwner.set(owner.key, n);
    }
    if (heartbeat) clearInterval(heartbeat);
    signal.removeEventListener("abort", finish);
    try {
      cleanup?.();
    } catch (err) {
      logger.error({ err }, "sse: clean-up failed");
    }
    try {
      controller?.close();
    } catch {
      // Already closed or errored by the runtime (client gone).
    }
  };

  const sink: EventStreamSink = {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    close: finish,
    get closed() {
      return closed;
    },
  };

  const stream = new ReadableStream<Uint8Array>({
    start: async (c) => {
      controller = c;
      open.add(sink);
      signal.addEventListener("abort", finish, { once: true });
      if (signal.aborted) return finish();
      // The retry hint, and a first byte so the headers leave now rather than at the first event.
      write(`retry: ${options.retryMs ?? 2_000}\n: open\n\n`);
      try {
        const done = await options.open(sink);
        if (closed) done();
        else cleanup = done;
      } catch (err) {
        logger.error({ err }, "sse: could not open the stream");
        finish();
        return;
      }
      heartbeat = setInterval(() => {
        write(": ping\n\n");
        if (!options.onHeartbeat || closed) return;
        Promise.resolve(options.onHeartbeat(sink)).catch((err: unknown) => logger.warn({ err }, "sse: heartbeat check failed"));
      }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
      heartbeat.unref();
    },
    cancel: finish,
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression layer must not buffer the stream.
      "Cache-Control": "no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
