"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { LIST_NOT_FOUND_NOTICE } from "../../schemas";

export type LiveStatus = "connecting" | "live" | "reconnecting";

/** Refreshes closer together than this fold into one trailing refresh. */
const REFRESH_GAP_MS = 150;
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps an open list in step with everyone else's edits (decision 021). The server's event stream
 * only says "changed"; the page re-reads the list through its own guarded load (router.refresh),
 * so what is shown always passes the same access check as a reload. Bursts of changes fold into
 * one refresh plus a trailing one. After a reconnect the list is re-read once: changes made while
 * the stream was down were never announced to this tab.
 *
 * Changes made by this same account (`self`) are skipped while this tab is visible and focused: it
 * is the tab the change came from, whose own action already brought the new list, and a refresh
 * there would only queue in front of the shopper's next action. Another tab or window of the same
 * account (hidden, or not focused) re-reads as usual.
 *
 * `revoked` (removed, or the list deleted) takes a member back to /lists with "doesn't exist"; the
 * owner's only revocation is their own delete, which the screen already handles. `ignoreRevoked`
 * lets the screen say it is leaving on purpose. `ended` (the session is over) stops and re-reads.
 */
export function useLiveList(listId: string, role: "owner" | "member", ignoreRevoked: () => boolean): LiveStatus {
  const router = useRouter();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const ignore = useRef(ignoreRevoked);
  useEffect(() => {
    ignore.current = ignoreRevoked;
  }, [ignoreRevoked]);

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let gapTimer: ReturnType<typeof setTimeout> | null = null;
    let trailing = false;
    let readyBefore = false;
    let retryMs = RETRY_MIN_MS;
    let stopped = false;
    const inUse = () => document.visibilityState === "visible" && document.hasFocus();

    const refresh = () => {
      if (gapTimer) {
        trailing = true;
        return;
      }
      router.refresh();
      const tick = () => {
        if (trailing) {
          trailing = false;
          router.refresh();
          gapTimer = setTimeout(tick, REFRESH_GAP_MS);
        } else gapTimer = null;
      };
      gapTimer = setTimeout(tick, REFRESH_GAP_MS);
    };

    const connect = () => {
      if (stopped) return;
      source = new EventSource(`/api/lists/${encodeURIComponent(listId)}/events`);
      source.addEventListener("ready", () => {
        setStatus("live");
        retryMs = RETRY_MIN_MS;
        if (readyBefore) refresh();
        readyBefore = true;
      });
      source.addEventListener("change", (e) => {
        let self = false;
        try {
          self = (JSON.parse((e as MessageEvent<string>).data) as { self?: boolean }).self === true;
        } catch {
          // an unreadable event still means "changed"
        }
        if (!self || !inUse()) refresh();
      });
      // The session that opened the stream has ended (signed out, password changed): stop, and
      // re-read the page, whose guard sends this browser to sign in.
      source.addEventListener("ended", () => {
        stopped = true;
        source?.close();
        refresh();
      });
      source.addEventListener("revoked", () => {
        stopped = true;
        source?.close();
        if (role === "owner" || ignore.current()) return;
        router.replace(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);
      });
      source.onerror = () => {
        if (stopped) return;
        setStatus("reconnecting");
        // CONNECTING: the browser retries by itself. CLOSED: the server refused (not found, signed
        // out, too many views, unavailable): re-read the page, which redirects if access is gone,
        // and try again later.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        refresh();
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
      };
    };

    connect();
    return () => {
      stopped = true;
      source?.close();
      if (retryTimer) clearTimeout(retryTimer);
      if (gapTimer) clearTimeout(gapTimer);
    };
  }, [listId, role, router]);

  return status;
}
