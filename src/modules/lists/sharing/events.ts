import "server-only";
import type { Db } from "@/server/db";
import { currentSessionVersion, sessionStillCurrent, type Actor } from "@/server/auth/session";
import { RESYNC_KIND, eventStreamResponse, getRealtimeBus, type EventStreamSink, type RealtimeMessage } from "@/server/realtime";
import { logger } from "@/server/logger";
import { getListRole } from "../access";
import { listNotFound } from "../guards";
import { listTopic } from "./live";

/** Open live views one account may hold per app instance (tabs × lists); a household needs a handful. */
export const MAX_STREAMS_PER_USER = 20;
/** Heartbeat, which also re-checks access in case a change notice was lost. */
export const LIST_STREAM_HEARTBEAT_MS = 15_000;

/**
 * The live view of one list for its owner or a member (decision 021): `change` events say that the
 * list changed (the browser re-reads it through the guarded page load), `revoked` says the viewer
 * lost access (removed, left in another tab, or the list was deleted), after which the stream ends.
 *
 * Access is checked when the stream opens (anyone else: 404), again before every event is
 * forwarded, and at every heartbeat — so a removed member's stream stops with the very next notice,
 * on whichever instance it is connected to. The session that opened the stream is re-checked at
 * the same moments (issue 23 item 9): after sign-out, a password change or any other end of that
 * session the stream sends `ended` instead of the notice and closes; the browser then re-reads the
 * page, whose guard sends it to sign in.
 */
export async function openListEventStream(db: Db, actor: Actor, listId: string, signal: AbortSignal, options: { heartbeatMs?: number } = {}): Promise<Response> {
  if (!(await getListRole(db, actor, listId))) throw listNotFound();
  const openedWith = actor.sessionVersion ?? (await currentSessionVersion(db, actor.userId));
  const bus = getRealtimeBus();
  // Listen before answering, so nothing published after the browser sees "ready" is missed.
  await bus.ready().catch((err: unknown) => logger.warn({ err }, "lists: live updates unavailable"));

  return eventStreamResponse({
    signal,
    owner: { key: `user:${actor.userId}`, max: MAX_STREAMS_PER_USER },
    heartbeatMs: options.heartbeatMs ?? LIST_STREAM_HEARTBEAT_MS,
    open(sink) {
      // One check at a time, in arrival order; notices that arrive meanwhile fold into one event.
      let running = false;
      let pending: RealtimeMessage | null = null;
      const drain = async () => {
        running = true;
        try {
          while (pending && !sink.closed) {
            const message: RealtimeMessage = pending;
            pending = null;
            if (!(await stillValid(sink))) return;
            if (message.kind === "deleted") {
              sink.send("revoked", { listId });
              sink.close();
              return;
            }
            const self = message.data?.by === actor.userId;
            sink.send("change", { listId, kind: message.kind === RESYNC_KIND ? "resync" : message.kind, at: message.at, self });
          }
        } catch (err) {
          logger.warn({ err }, "lists: live access check failed");
        } finally {
          running = false;
        }
      };
      const off = bus.subscribe(listTopic(listId), (message) => {
        // Keep the most telling kind when several notices fold together; a fold with anyone else's change is not "self".
        const keep = pending && (pending.kind === "deleted" || pending.kind === "members") ? pending : message;
        const mixed = pending !== null && pending.data?.by !== message.data?.by;
        pending = mixed ? { ...keep, data: { ...keep.data, by: null } } : keep;
        if (!running) void drain();
      });
      sink.send("ready", { listId });
      return off;
    },
    async onHeartbeat(sink) {
      await stillValid(sink);
    },
  });

  /** The session first (a signed-out viewer learns nothing more, not even the list's fate), then access. */
  async function stillValid(sink: EventStreamSink): Promise<boolean> {
    const [session, role] = await Promise.all([sessionStillCurrent(db, actor, openedWith), getListRole(db, actor, listId)]);
    if (sink.closed) return false;
    if (!session) {
      sink.send("ended", { reason: "session" });
      sink.close();
      return false;
    }
    if (!role) {
      sink.send("revoked", { listId });
      sink.close();
      return false;
    }
    return true;
  }
}
