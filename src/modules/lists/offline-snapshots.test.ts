import { describe, expect, it } from "vitest";
import { OFFLINE_OWNER_KEY, OFFLINE_STORAGE_PREFIXES } from "@/lib/offline-data";
import { OFFLINE_QUEUE_KEY, OFFLINE_QUEUE_LEASE_KEY, createMemoryStorage } from "./offline-queue";
import { MAX_DETAIL_SNAPSHOTS, OFFLINE_LISTS_KEY, createSnapshotStore, newerOf } from "./offline-snapshots";
import type { ListDetailDto, ListSummaryDto } from "./types";

const sharing = { role: "owner" as const, ownerName: "Me", memberCount: 0 };
const summary = (id: string): ListSummaryDto => ({ id, name: id, createdAt: "2026-01-01T00:00:00.000Z", itemCount: 0, sharing, previewItems: [] });
const detail = (id: string, name = id): ListDetailDto => ({ id, name, createdAt: "2026-01-01T00:00:00.000Z", sharing, items: [] });

describe("lists as last seen", () => {
  it("keeps the newest copy: an older render (a cached page) never overwrites a newer one", () => {
    const store = createSnapshotStore(createMemoryStorage(), "user-1");
    expect(store.saveDetail(detail("L1", "new name"), 2_000)).toBe(true);
    expect(store.saveDetail(detail("L1", "old name"), 1_000)).toBe(false);
    expect(store.detail("L1")).toEqual({ renderedAt: 2_000, data: detail("L1", "new name") });
    expect(newerOf({ renderedAt: 1_000, data: "cached page" }, { renderedAt: 2_000, data: "kept" })).toEqual({ renderedAt: 2_000, data: "kept", fromCopy: true });
    expect(newerOf({ renderedAt: 3_000, data: "fresh page" }, { renderedAt: 2_000, data: "kept" })).toMatchObject({ data: "fresh page", fromCopy: false });
  });

  it("belongs to one account: another account sees nothing and overwrites it", () => {
    const storage = createMemoryStorage();
    createSnapshotStore(storage, "user-1").saveLists([summary("L1")], 1_000);
    const other = createSnapshotStore(storage, "user-2");
    expect(other.lists()).toBeNull();
    other.saveLists([summary("L9")], 500);
    expect(JSON.parse(storage.getItem(OFFLINE_LISTS_KEY)!).owner).toBe("user-2");
    expect(createSnapshotStore(storage, "user-1").lists()).toBeNull();
  });

  it("forgets copies of lists the summary no longer has, and keeps at most the most recently seen details", () => {
    let clock = 0;
    const store = createSnapshotStore(createMemoryStorage(), "u", () => ++clock);
    store.saveDetail(detail("gone"), 1);
    store.saveDetail(detail("L1"), 1);
    store.saveLists([summary("L1")], 2);
    expect(store.detail("gone")).toBeNull();
    expect(store.detail("L1")).not.toBeNull();
    for (let i = 0; i < MAX_DETAIL_SNAPSHOTS + 5; i++) store.saveDetail(detail(`X${i}`), 10);
    expect(store.detail("L1")).toBeNull();
    expect(store.detail(`X${MAX_DETAIL_SNAPSHOTS + 4}`)).not.toBeNull();
  });

  it("survives corrupt or unavailable storage", () => {
    const storage = createMemoryStorage();
    storage.setItem(OFFLINE_LISTS_KEY, "{nope");
    expect(createSnapshotStore(storage, "u").lists()).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); }, removeItem: () => undefined };
    expect(createSnapshotStore(full, "u").saveLists([summary("L1")], 1)).toBe(false);
  });

  it("keeps everything under the prefixes sign-out clears", () => {
    for (const key of [OFFLINE_QUEUE_KEY, OFFLINE_QUEUE_LEASE_KEY, OFFLINE_LISTS_KEY, OFFLINE_OWNER_KEY]) {
      expect(OFFLINE_STORAGE_PREFIXES.some((p) => key.startsWith(p)), key).toBe(true);
    }
  });
});
