"use client";
import { OFFLINE_QUEUE_KEY, createMemoryStorage, createOfflineQueue, type OfflineQueue, type OperationOutcome, type QueueStorage, type QueuedOperation } from "../offline-queue";
import { OFFLINE_LISTS_KEY, createSnapshotStore, type SnapshotStore } from "../offline-snapshots";

/**
 * The browser side of offline lists, one per tab at module level (decision 022): the storage both
 * the queue and the last-seen copies live in (every write tells subscribed screens to re-read), the
 * queue and its executor, and the online flag.
 */

const WATCHED = new Set([OFFLINE_QUEUE_KEY, OFFLINE_LISTS_KEY]);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

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
      if (WATCHED.has(k)) notify();
    },
    removeItem: (k) => {
      base.removeItem(k);
      if (WATCHED.has(k)) notify();
    },
  };
}

let storage: QueueStorage | null = null;
export function browserStorage(): QueueStorage {
  storage ??= pickStorage();
  return storage;
}

/** Sends one queued edit to the replay endpoint and classifies the answer for the queue's rules. */
export async function executeOperation(op: QueuedOperation): Promise<OperationOutcome> {
  const res = await fetch("/api/lists/edits", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: op.id, type: op.type, data: op.data, queuedAt: new Date(op.timestamp).toISOString() }),
    cache: "no-store",
  });
  const body = (await res.json().catch(() => null)) as { result?: unknown; error?: { code?: string } } | null;
  if (res.ok) return { ok: true, result: body?.result };
  const code = body?.error?.code;
  // Already gone is what a delete asked for.
  if ((op.type === "DELETE_LIST" || op.type === "DELETE_ITEM") && code === "NOT_FOUND") return { ok: true };
  // Signed out: the edits wait for the next sign-in of this account instead of burning retries.
  if (res.status === 401) return { ok: false, reason: "deferred" };
  if (res.status === 429) return { ok: false, reason: "deferred", retryAfterMs: Math.max(1, Number(res.headers.get("retry-after")) || 60) * 1000 };
  // The server is there but cannot work (database down): like the network, try again later.
  if (res.status === 503 || res.status === 502 || res.status === 504) return { ok: false, reason: "network" };
  return { ok: false, reason: code === "FORBIDDEN" ? "forbidden" : "error" };
}

let queue: OfflineQueue | null = null;
export function browserQueue(): OfflineQueue {
  queue ??= createOfflineQueue({ storage: browserStorage(), execute: executeOperation, isOnline: () => navigator.onLine });
  return queue;
}

let snapshots: { owner: string; store: SnapshotStore } | null = null;
export function snapshotStore(owner: string): SnapshotStore {
  if (snapshots?.owner !== owner) snapshots = { owner, store: createSnapshotStore(browserStorage(), owner) };
  return snapshots.store;
}

/** For useSyncExternalStore: this tab's writes and other tabs' (storage events). */
export function subscribeOffline(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || WATCHED.has(e.key)) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}
export const queueRaw = (): string => browserStorage().getItem(OFFLINE_QUEUE_KEY) ?? "[]";
export const snapshotsRaw = (): string => browserStorage().getItem(OFFLINE_LISTS_KEY) ?? "";

export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}
export const isOnlineNow = (): boolean => navigator.onLine;
