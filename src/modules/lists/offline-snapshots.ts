import type { QueueStorage } from "./offline-queue";
import type { ListDetailDto, ListSummaryDto } from "./types";

/**
 * The lists as the shopper last saw them (decision 022): every time a list screen renders data
 * from the server, the browser keeps a copy here, stamped with the server's render time. When a
 * screen is later shown from the service worker's cached page (offline), that page's data may be
 * older than the copy — the copy with the newer stamp wins, so the shopper sees their lists as
 * last seen, never an older state. Copies belong to one account: another account's are ignored
 * and overwritten (and sign-out clears them). Pure: storage is injected.
 */

export const OFFLINE_LISTS_KEY = "cartwise_offline_lists";
/** Detail copies kept, most recently seen first; older ones are forgotten. */
export const MAX_DETAIL_SNAPSHOTS = 30;

export interface Snapshot<T> { renderedAt: number; data: T }
interface Stored {
  owner: string;
  lists: Snapshot<ListSummaryDto[]> | null;
  details: Record<string, Snapshot<ListDetailDto> & { seenAt: number }>;
}

export interface SnapshotStore {
  lists(): Snapshot<ListSummaryDto[]> | null;
  detail(listId: string): Snapshot<ListDetailDto> | null;
  /** Keeps `data` unless the kept copy is newer; returns whether it was kept. */
  saveLists(data: ListSummaryDto[], renderedAt: number): boolean;
  saveDetail(data: ListDetailDto, renderedAt: number): boolean;
  forgetDetail(listId: string): void;
}

export function createSnapshotStore(storage: QueueStorage, owner: string, now: () => number = Date.now): SnapshotStore {
  const read = (): Stored => {
    const empty: Stored = { owner, lists: null, details: {} };
    let raw: string | null = null;
    try {
      raw = storage.getItem(OFFLINE_LISTS_KEY);
    } catch {
      return empty;
    }
    if (!raw) return empty;
    try {
      const v = JSON.parse(raw) as Partial<Stored>;
      if (v.owner !== owner || typeof v.details !== "object" || v.details === null) return empty;
      return { owner, lists: isSnapshot(v.lists) ? v.lists : null, details: v.details };
    } catch {
      return empty;
    }
  };
  const write = (s: Stored): boolean => {
    try {
      storage.setItem(OFFLINE_LISTS_KEY, JSON.stringify(s));
      return true;
    } catch {
      // Storage full or refused: the copy is a convenience, the app works without it.
      return false;
    }
  };

  return {
    lists: () => read().lists,
    detail: (listId) => {
      const d = read().details[listId];
      return isSnapshot(d) ? { renderedAt: d.renderedAt, data: d.data } : null;
    },
    saveLists(data, renderedAt) {
      const s = read();
      if (s.lists && s.lists.renderedAt >= renderedAt) return false;
      // The summary says which lists exist: copies of lists that are gone go with them.
      const ids = new Set(data.map((l) => l.id));
      const details = Object.fromEntries(Object.entries(s.details).filter(([id, d]) => ids.has(id) || d.renderedAt > renderedAt));
      return write({ owner, lists: { renderedAt, data }, details });
    },
    saveDetail(data, renderedAt) {
      const s = read();
      const prior = s.details[data.id];
      if (prior && prior.renderedAt >= renderedAt) return false;
      const details = { ...s.details, [data.id]: { renderedAt, data, seenAt: now() } };
      const kept = Object.entries(details).sort(([, a], [, b]) => b.seenAt - a.seenAt).slice(0, MAX_DETAIL_SNAPSHOTS);
      return write({ ...s, details: Object.fromEntries(kept) });
    },
    forgetDetail(listId) {
      const s = read();
      if (!s.details[listId]) return;
      const { [listId]: _gone, ...rest } = s.details;
      write({ ...s, details: rest });
    },
  };
}

function isSnapshot(v: unknown): v is Snapshot<never> {
  return typeof v === "object" && v !== null && typeof (v as Snapshot<unknown>).renderedAt === "number" && "data" in v;
}

/** The copy to show: the kept one when it is newer than what the page was rendered with. */
export function newerOf<T>(page: Snapshot<T>, kept: Snapshot<T> | null): Snapshot<T> & { fromCopy: boolean } {
  return kept && kept.renderedAt > page.renderedAt ? { ...kept, fromCopy: true } : { ...page, fromCopy: false };
}
