"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast, type ToastInput } from "@/components/ui/toast";
import { deleteListAction, removeItemAction } from "../actions";
import { LIST_MESSAGES } from "../schemas";
import {
  OFFLINE_QUEUE_KEY,
  createMemoryStorage,
  createOfflineQueue,
  type FailureReason,
  type NewOperation,
  type OfflineQueue,
  type OperationOutcome,
  type QueueStorage,
  type QueuedOperation,
} from "../offline-queue";

/** Server "not found" means the thing is already gone: for a queued delete that is success. */
async function executeOperation(op: QueuedOperation): Promise<OperationOutcome> {
  const queuedAt = new Date(op.timestamp).toISOString();
  const res = op.type === "DELETE_LIST"
    ? await deleteListAction({ listId: op.data.listId, queuedAt })
    : await removeItemAction({ itemId: op.data.itemId, queuedAt });
  if (res.ok || res.code === "NOT_FOUND") return { ok: true };
  return { ok: false, reason: res.code === "FORBIDDEN" || res.code === "UNAUTHENTICATED" ? "forbidden" : "error" };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** localStorage when usable (else memory); every write tells subscribed screens to re-read. */
function pickStorage(): QueueStorage {
  let base: QueueStorage;
  try {
    const probe = "__cartwise_probe__";
    window.localStorage.setItem(probe, "1");
    window.localStorage.removeItem(probe);
    base = window.localStorage;
  } catch {
    base = createMemoryStorage();
  }
  return {
    getItem: (k) => base.getItem(k),
    setItem: (k, v) => {
      base.setItem(k, v);
      if (k === OFFLINE_QUEUE_KEY) notify();
    },
    removeItem: (k) => {
      base.removeItem(k);
      if (k === OFFLINE_QUEUE_KEY) notify();
    },
  };
}

// One queue per tab, at module level: its in-flight run is shared by every trigger in the tab.
let browserQueue: OfflineQueue | null = null;
function getBrowserQueue(): OfflineQueue {
  browserQueue ??= createOfflineQueue({ storage: pickStorage(), execute: executeOperation, isOnline: () => navigator.onLine });
  return browserQueue;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changed the queue.
  const onStorage = (e: StorageEvent) => {
    if (e.key === OFFLINE_QUEUE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}
// Strings compare by value, so an unchanged queue is an unchanged snapshot.
const getSnapshot = () => JSON.stringify(getBrowserQueue().read());
const getServerSnapshot = () => "[]";

export function deleteFailureMessage(reason: FailureReason): string {
  if (reason === "forbidden") return LIST_MESSAGES.deleteForbidden;
  if (reason === "network") return LIST_MESSAGES.network;
  return LIST_MESSAGES.deleteFailed;
}

/** One run; operations dropped after their last retry get a "Delete failed" toast with Retry. */
async function processQueue(toast: (t: ToastInput) => void, refresh: () => void): Promise<void> {
  const queue = getBrowserQueue();
  const summary = await queue.process();
  if (summary.succeeded.length > 0 || summary.dropped.length > 0) refresh();
  for (const { op, reason } of summary.dropped) {
    toast({
      title: LIST_MESSAGES.deleteFailedTitle,
      description: deleteFailureMessage(reason),
      variant: "destructive",
      action: {
        label: "Retry",
        onClick: () => {
          queue.enqueue({ type: op.type, data: op.data } as NewOperation);
          void processQueue(toast, refresh);
        },
      },
    });
  }
}

interface OfflineQueueApi {
  enqueue(op: NewOperation): void;
  pendingListIds: ReadonlySet<string>;
  pendingItemIds: ReadonlySet<string>;
}

const OfflineQueueContext = createContext<OfflineQueueApi | null>(null);

/** Runs the offline queue on start (when online) and whenever the browser comes back online. */
export function OfflineQueueProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const raw = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const refresh = useCallback(() => router.refresh(), [router]);

  useEffect(() => {
    const run = () => void processQueue(toast, refresh);
    if (navigator.onLine) run();
    window.addEventListener("online", run);
    return () => window.removeEventListener("online", run);
  }, [refresh]);

  const api = useMemo<OfflineQueueApi>(() => {
    const lists = new Set<string>();
    const itemIds = new Set<string>();
    for (const op of JSON.parse(raw) as QueuedOperation[]) {
      if (op.type === "DELETE_LIST") lists.add(op.data.listId);
      else itemIds.add(op.data.itemId);
    }
    return { enqueue: (op) => void getBrowserQueue().enqueue(op), pendingListIds: lists, pendingItemIds: itemIds };
  }, [raw]);

  return <OfflineQueueContext.Provider value={api}>{children}</OfflineQueueContext.Provider>;
}

export function useOfflineQueue(): OfflineQueueApi {
  const ctx = useContext(OfflineQueueContext);
  if (!ctx) throw new Error("useOfflineQueue must be used within an OfflineQueueProvider");
  return ctx;
}
