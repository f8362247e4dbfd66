/**
 * The offline delete queue (spec sections 3, 4 and 9): operations wait in local storage under
 * `shopping_offline_queue`, run in order when the network is back, leave the queue on success,
 * count a retry on failure and are dropped after three failed attempts. Pure: storage, the
 * executor, the clock and the online check are injected, so the rules are unit-tested as is.
 */

export const OFFLINE_QUEUE_KEY = "shopping_offline_queue";
/** Cross-tab lease: the tab that holds it (until it expires) is the only one processing. */
export const OFFLINE_QUEUE_LEASE_KEY = "shopping_offline_queue_lease";
export const OFFLINE_QUEUE_MAX_RETRIES = 3;
const DEFAULT_LEASE_MS = 30_000;

interface QueuedBase { id: string; timestamp: number; retryCount: number; maxRetries: number }
export type DeleteListData = { listId: string; listName: string };
export type DeleteItemData = { itemId: string; listId: string; itemName: string };
export type QueuedOperation =
  | (QueuedBase & { type: "DELETE_LIST"; data: DeleteListData })
  | (QueuedBase & { type: "DELETE_ITEM"; data: DeleteItemData });
export type NewOperation = { type: "DELETE_LIST"; data: DeleteListData } | { type: "DELETE_ITEM"; data: DeleteItemData };

export type FailureReason = "network" | "forbidden" | "error";
export type OperationOutcome = { ok: true } | { ok: false; reason: FailureReason };

/** The slice of the Web Storage API the queue needs (window.localStorage fits). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueueDeps {
  storage: QueueStorage;
  /** Runs one operation against the server. A throw counts as a network failure. */
  execute: (op: QueuedOperation) => Promise<OperationOutcome>;
  isOnline?: () => boolean;
  now?: () => number;
  /** Identifies this tab in the cross-tab lease. */
  ownerId?: string;
  leaseMs?: number;
  newId?: () => string;
}

export interface RunSummary {
  /** True when nothing ran: offline, or another tab holds the lease. */
  skipped: boolean;
  succeeded: QueuedOperation[];
  /** Failed this run but still queued for a later run. */
  retrying: QueuedOperation[];
  /** Failed for the last allowed time and removed from the queue. */
  dropped: { op: QueuedOperation; reason: FailureReason }[];
}

export interface OfflineQueue {
  read(): QueuedOperation[];
  enqueue(op: NewOperation): QueuedOperation;
  /** Processes the queue once; a call while a run is in flight joins that run instead of starting another. */
  process(): Promise<RunSummary>;
}

export function createOfflineQueue(deps: QueueDeps): OfflineQueue {
  const now = deps.now ?? (() => Date.now());
  const isOnline = deps.isOnline ?? (() => true);
  const ownerId = deps.ownerId ?? randomId();
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const newId = deps.newId ?? randomId;
  let inFlight: Promise<RunSummary> | null = null;

  const read = (): QueuedOperation[] => parseQueue(safeGet(deps.storage, OFFLINE_QUEUE_KEY));
  const write = (ops: QueuedOperation[]): void => {
    if (ops.length === 0) deps.storage.removeItem(OFFLINE_QUEUE_KEY);
    else deps.storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(ops));
  };
  // Always re-read before writing: operations enqueued during a run must survive it.
  const update = (id: string, change: (op: QueuedOperation) => QueuedOperation | null): void => {
    write(read().flatMap((op) => (op.id === id ? [change(op)].filter((x): x is QueuedOperation => x !== null) : [op])));
  };

  const takeLease = (): boolean => {
    const lease = parseLease(safeGet(deps.storage, OFFLINE_QUEUE_LEASE_KEY));
    if (lease && lease.owner !== ownerId && lease.expiresAt > now()) return false;
    deps.storage.setItem(OFFLINE_QUEUE_LEASE_KEY, JSON.stringify({ owner: ownerId, expiresAt: now() + leaseMs }));
    // Last writer wins if two tabs raced: only the one that reads back its own id proceeds.
    return parseLease(safeGet(deps.storage, OFFLINE_QUEUE_LEASE_KEY))?.owner === ownerId;
  };
  const releaseLease = (): void => {
    if (parseLease(safeGet(deps.storage, OFFLINE_QUEUE_LEASE_KEY))?.owner === ownerId) deps.storage.removeItem(OFFLINE_QUEUE_LEASE_KEY);
  };

  async function run(): Promise<RunSummary> {
    const summary: RunSummary = { skipped: false, succeeded: [], retrying: [], dropped: [] };
    if (!isOnline() || read().length === 0 || !takeLease()) return { ...summary, skipped: read().length > 0 };
    const attempted = new Set<string>();
    try {
      for (;;) {
        const op = read().find((o) => !attempted.has(o.id));
        if (!op) break;
        // Went offline mid-run, or lost the lease: stop without spending anyone's retries.
        if (!isOnline() || !takeLease()) break;
        attempted.add(op.id);
        let outcome: OperationOutcome;
        try {
          outcome = await deps.execute(op);
        } catch {
          outcome = { ok: false, reason: "network" };
        }
        if (outcome.ok) {
          update(op.id, () => null);
          summary.succeeded.push(op);
          continue;
        }
        const failed = { ...op, retryCount: op.retryCount + 1 };
        if (failed.retryCount >= failed.maxRetries) {
          update(op.id, () => null);
          summary.dropped.push({ op: failed, reason: outcome.reason });
        } else {
          update(op.id, () => failed);
          summary.retrying.push(failed);
        }
      }
    } finally {
      releaseLease();
    }
    return summary;
  }

  return {
    read,
    enqueue(input) {
      const op = { ...input, id: newId(), timestamp: now(), retryCount: 0, maxRetries: OFFLINE_QUEUE_MAX_RETRIES } as QueuedOperation;
      write([...read(), op]);
      return op;
    },
    process() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

/** A Map-backed storage for tests and for browsers where local storage is unavailable. */
export function createMemoryStorage(): QueueStorage & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

function safeGet(storage: QueueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function parseQueue(raw: string | null): QueuedOperation[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isOperation) : [];
  } catch {
    return [];
  }
}

function isOperation(v: unknown): v is QueuedOperation {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  const data = o.data as Record<string, unknown> | undefined;
  if (typeof o.id !== "string" || typeof o.timestamp !== "number" || typeof o.retryCount !== "number" || typeof o.maxRetries !== "number" || !data) return false;
  if (o.type === "DELETE_LIST") return typeof data.listId === "string";
  if (o.type === "DELETE_ITEM") return typeof data.itemId === "string";
  return false;
}

function parseLease(raw: string | null): { owner: string; expiresAt: number } | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { owner?: unknown; expiresAt?: unknown };
    return typeof v.owner === "string" && typeof v.expiresAt === "number" ? { owner: v.owner, expiresAt: v.expiresAt } : null;
  } catch {
    return null;
  }
}

function randomId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
