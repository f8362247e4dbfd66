"use client";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { adoptOfflineData } from "@/lib/offline-data";
import { createStoreContext } from "@/lib/store-context";
import type { NewOperation, QueuedOperation } from "../offline-queue";
import type { SettledEdit } from "../offline-view";
import type { SnapshotStore } from "../offline-snapshots";
import { browserQueue, isOnlineNow, queueRaw, snapshotStore, subscribeOffline, subscribeOnline } from "./offline-browser";
import { droppedToast } from "./offline-messages";
import { OfflineStatus } from "./offline-status";

export { deleteFailureMessage } from "./offline-messages";

/** A run that left edits to retry (the server failed them) tries again after this long, while online. */
const RETRY_DELAY_MS = 15_000;

export interface OfflineQueueApi {
  online: boolean;
  /** Edits waiting in the queue, oldest first. */
  pending: readonly QueuedOperation[];
  /** Edits the last runs applied, until the refresh that shows them has landed. */
  settled: readonly SettledEdit[];
  /** Queues an edit and, when online, runs the queue at once. `id` keeps an edit's id (an attempt that may have reached the server). */
  enqueue(op: NewOperation, opts?: { id?: string }): void;
  /** Edits of this list are waiting: a new edit of it must queue behind them to keep the order. */
  hasPending(listId: string): boolean;
  /** The signed-in shopper's last-seen copies; null while the account is not known yet. */
  snapshots: SnapshotStore | null;
  pendingListIds: ReadonlySet<string>;
  pendingItemIds: ReadonlySet<string>;
}

// A subscribed context (decision 025): this provider's value changes right after mount (ready).
const { StoreProvider, useStoreValue } = createStoreContext<OfflineQueueApi>("OfflineQueue");
const serverOnline = () => true;
const serverQueue = () => "[]";

function parseQueue(raw: string): QueuedOperation[] {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? (v as QueuedOperation[]) : [];
  } catch {
    return [];
  }
}

/**
 * Runs the offline queue of list edits (decision 022) on start when online, whenever the browser
 * comes back online, right after an edit is queued while online, and again after a failed run.
 * After a run that changed something the screens refresh from the server.
 */
export function OfflineQueueProvider({ userId, children }: { userId?: string | null; children: ReactNode }) {
  const router = useRouter();
  const online = useSyncExternalStore(subscribeOnline, isOnlineNow, serverOnline);
  const raw = useSyncExternalStore(subscribeOffline, queueRaw, serverQueue);
  const [ready, setReady] = useState(false);
  const [settled, setSettled] = useState<SettledEdit[]>([]);
  const [refreshing, startRefresh] = useTransition();
  const awaitingRefresh = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);

  // Another account's queue and copies go before anything reads them.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void adoptOfflineData(userId).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [userId]);

  const refresh = useCallback(() => {
    awaitingRefresh.current = true;
    startRefresh(() => router.refresh());
  }, [router]);

  const process = useCallback(async function run(): Promise<void> {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    running.current = true;
    const queue = browserQueue();
    const summary = await queue.process().finally(() => {
      running.current = false;
    });
    if (summary.succeeded.length > 0) setSettled((s) => [...s, ...summary.succeeded.map((op) => ({ op, result: summary.results[op.id] }))]);
    if (summary.succeeded.length > 0 || summary.dropped.length > 0) refresh();
    const t = droppedToast(summary.dropped, () => {
      for (const { op } of summary.dropped) queue.enqueue({ type: op.type, data: op.data } as NewOperation, { id: op.id });
      void run();
    });
    if (t) toast(t);
    const again = summary.deferred?.retryAfterMs ?? (summary.retrying.length > 0 ? RETRY_DELAY_MS : null);
    if (again !== null && navigator.onLine) timer.current = setTimeout(() => void run(), again);
  }, [refresh]);

  useEffect(() => {
    if (!ready) return;
    const run = () => void process();
    if (navigator.onLine) run();
    window.addEventListener("online", run);
    return () => {
      window.removeEventListener("online", run);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [ready, process]);

  // Edits that reached the server stay laid over the screens until the refresh showing them lands.
  useEffect(() => {
    if (refreshing || !awaitingRefresh.current) return;
    awaitingRefresh.current = false;
    setSettled([]);
  }, [refreshing]);

  const pending = useMemo(() => parseQueue(raw), [raw]);
  // Another tab ran the queue: this tab's screens refresh too.
  const lastLength = useRef(pending.length);
  useEffect(() => {
    if (pending.length < lastLength.current && !running.current) refresh();
    lastLength.current = pending.length;
  }, [pending.length, refresh]);

  const api = useMemo<OfflineQueueApi>(() => {
    const lists = new Set<string>();
    const itemIds = new Set<string>();
    for (const op of pending) {
      if (op.type === "DELETE_LIST") lists.add(op.data.listId);
      if (op.type === "DELETE_ITEM") itemIds.add(op.data.itemId);
    }
    const withPending = new Set(pending.map((op) => op.data.listId));
    return {
      online,
      pending,
      settled,
      enqueue: (op, opts) => {
        browserQueue().enqueue(op, opts);
        if (ready && navigator.onLine) void process();
      },
      hasPending: (listId) => withPending.has(listId),
      // Only after mount (hydration renders what the server rendered) and once the account is adopted.
      snapshots: ready && userId ? snapshotStore(userId) : null,
      pendingListIds: lists,
      pendingItemIds: itemIds,
    };
  }, [online, pending, settled, ready, process, userId]);

  return (
    <StoreProvider value={api}>
      {children}
      <OfflineStatus online={online} pendingCount={pending.length} />
    </StoreProvider>
  );
}

export function useOfflineQueue(): OfflineQueueApi {
  const ctx = useStoreValue();
  if (!ctx) throw new Error("useOfflineQueue must be used within an OfflineQueueProvider");
  return ctx;
}
