/**
 * The offline queue of list edits (spec sections 3, 4 and 9, generalised from deletes to every list
 * edit in issue 16 — decision 022): operations wait in local storage under
 * `shopping_offline_queue`, run in order when the network is back, leave the queue on success,
 * count a retry on failure and are dropped after three failed attempts. One run at a time.
 *
 * Order matters once edits depend on each other (add an item, then change its quantity; rename
 * twice), so within a run an edit whose list already had a failure waits for the next run instead
 * of overtaking it; a network failure ends the run (the server is not reachable, so nothing after
 * it would get through either); a "deferred" answer (signed out, rate-limited) ends the run
 * without spending a retry. Every operation's `id` is a UUID the server uses as the edit's
 * idempotency key, so a replay of an edit that did reach the server has no second effect.
 *
 * Pure: storage, the executor, the clock and the online check are injected, so the rules are
 * unit-tested as is.
 */

export const OFFLINE_QUEUE_KEY = "shopping_offline_queue";
/** Cross-tab lease: the tab that holds it (until it expires) is the only one processing. */
export const OFFLINE_QUEUE_LEASE_KEY = "shopping_offline_queue_lease";
export const OFFLINE_QUEUE_MAX_RETRIES = 3;
const DEFAULT_LEASE_MS = 30_000;

interface QueuedBase { id: string; timestamp: number; retryCount: number; maxRetries: number }
export type DeleteListData = { listId: string; listName: string };
export type DeleteItemData = { itemId: string; listId: string; itemName: string };
/** `itemId` is chosen by the browser: later queued edits of the new item refer to it. */
export type AddItemData = { listId: string; itemId: string; itemName: string };
export type ChangeQuantityData = { listId: string; itemId: string; itemName: string; delta: number };
export type RenameListData = { listId: string; name: string; previousName: string };
/** A tick (or untick); `storeId`/`tripId` when the shopper said which store they are in (aisle learning, issue 27). */
export type TickItemData = { listId: string; itemId: string; itemName: string; checked: boolean; storeId: string | null; tripId: string | null; tickedAt: number };

export type NewOperation =
  | { type: "DELETE_LIST"; data: DeleteListData }
  | { type: "DELETE_ITEM"; data: DeleteItemData }
  | { type: "ADD_ITEM"; data: AddItemData }
  | { type: "CHANGE_QUANTITY"; data: ChangeQuantityData }
  | { type: "RENAME_LIST"; data: RenameListData }
  | { type: "TICK_ITEM"; data: TickItemData };
export type QueuedOperation = QueuedBase & NewOperation;
export type OperationType = NewOperation["type"];

/** "deferred": not a failed attempt — the server asked us to come back later (signed out, rate-limited). */
export type FailureReason = "network" | "forbidden" | "error" | "deferred";
export type OperationOutcome = { ok: true; result?: unknown } | { ok: false; reason: FailureReason; retryAfterMs?: number };

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
  /** What the server answered for each succeeded operation, by operation id. */
  results: Record<string, unknown>;
  /** The run stopped early because the server asked to wait (retryAfterMs when it said how long). */
  deferred: { retryAfterMs?: number } | null;
  /** Failed this run but still queued for a later run. */
  retrying: QueuedOperation[];
  /** Failed for the last allowed time and removed from the queue. */
  dropped: { op: QueuedOperation; reason: FailureReason }[];
}

export interface OfflineQueue {
  read(): QueuedOperation[];
  /** Appends an operation; `id` reuses an edit's id (an attempt that may have reached the server). */
  enqueue(op: NewOperation, opts?: { id?: string }): QueuedOperation;
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
    const summary: RunSummary = { skipped: false, succeeded: [], results: {}, retrying: [], dropped: [], deferred: null };
    if (!isOnline() || read().length === 0 || !takeLease()) return { ...summary, skipped: read().length > 0 };
    const attempted = new Set<string>();
    // Lists with a failed edit in this run: their later edits wait rather than overtake it.
    const blocked = new Set<string>();
    try {
      for (;;) {
        const op = read().find((o) => !attempted.has(o.id) && !blocked.has(o.data.listId));
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
          summary.results[op.id] = outcome.result;
          continue;
        }
        if (outcome.reason === "deferred") {
          summary.deferred = { retryAfterMs: outcome.retryAfterMs };
          break;
        }
        blocked.add(op.data.listId);
        const failed = { ...op, retryCount: op.retryCount + 1 };
        if (failed.retryCount >= failed.maxRetries) {
          update(op.id, () => null);
          summary.dropped.push({ op: failed, reason: outcome.reason });
        } else {
          update(op.id, () => failed);
          summary.retrying.push(failed);
        }
        if (outcome.reason === "network") break;
      }
    } finally {
      releaseLease();
    }
    return summary;
  }

  return {
    read,
    enqueue(input, opts) {
      const op = { ...input, id: opts?.id ?? newId(), timestamp: now(), retryCount: 0, maxRetries: OFFLINE_QUEUE_MAX_RETRIES } as QueuedOperation;
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

const str = (v: unknown): v is string => typeof v === "string";

function isOperation(v: unknown): v is QueuedOperation {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  const data = o.data as Record<string, unknown> | undefined;
  if (!str(o.id) || typeof o.timestamp !== "number" || typeof o.retryCount !== "number" || typeof o.maxRetries !== "number" || !data) return false;
  switch (o.type) {
    case "DELETE_LIST":
      return str(data.listId);
    case "DELETE_ITEM":
      return str(data.itemId) && str(data.listId);
    case "ADD_ITEM":
      return str(data.listId) && str(data.itemId) && str(data.itemName);
    case "CHANGE_QUANTITY":
      return str(data.listId) && str(data.itemId) && Number.isInteger(data.delta) && data.delta !== 0;
    case "RENAME_LIST":
      return str(data.listId) && str(data.name);
    case "TICK_ITEM":
      return str(data.listId) && str(data.itemId) && typeof data.checked === "boolean" && typeof data.tickedAt === "number";
    default:
      return false;
  }
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

/** A v4 UUID (the server's edit-id format), also where crypto.randomUUID is missing (plain-http origins). */
export function randomId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  const b = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
