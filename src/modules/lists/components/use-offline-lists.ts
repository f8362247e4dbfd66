"use client";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { newerOf } from "../offline-snapshots";
import { viewDetail, viewSummaries, type DetailView, type SummaryView } from "../offline-view";
import type { ListDetailDto, ListSummaryDto } from "../types";
import { snapshotsRaw, subscribeOffline } from "./offline-browser";
import { useOfflineQueue } from "./offline-queue-provider";

/**
 * The list screens' data (decision 022): the page's data, or the browser's last-seen copy when
 * that is newer (the page came from the service worker's cache), with the shopper's queued and
 * just-applied edits laid over it. Every fresh page render is kept as the new last-seen copy.
 *
 * `renderedAt` is the server's clock when the page was rendered; without it the page's data is
 * shown as is and nothing is kept.
 */

const noCopies = () => "";

/** `seenAt`: when the data shown was rendered by the server (what "as last seen" refers to). */
export interface Viewed<T> { view: T; fromCopy: boolean; seenAt: number | null }

export function useListsView(lists: ListSummaryDto[], renderedAt?: number): Viewed<SummaryView[]> {
  const { pending, settled, snapshots } = useOfflineQueue();
  // Re-read whenever the kept copies change (this tab or another); the string compares by value.
  const kept = useSyncExternalStore(subscribeOffline, snapshotsRaw, noCopies);

  useEffect(() => {
    if (snapshots && renderedAt !== undefined) snapshots.saveLists(lists, renderedAt);
  }, [snapshots, lists, renderedAt]);

  return useMemo(() => {
    void kept;
    const page = { renderedAt: renderedAt ?? Number.POSITIVE_INFINITY, data: lists };
    const base = snapshots && renderedAt !== undefined ? newerOf(page, snapshots.lists()) : { ...page, fromCopy: false };
    // A list's kept detail is used for its card when it is at least as new as the card's data.
    const details = (listId: string) => {
      const d = snapshots?.detail(listId);
      return d && d.renderedAt >= base.renderedAt ? d.data : null;
    };
    return { view: viewSummaries(base.data, pending, settled, details), fromCopy: base.fromCopy, seenAt: Number.isFinite(base.renderedAt) ? base.renderedAt : null };
  }, [kept, lists, renderedAt, snapshots, pending, settled]);
}

export function useDetailView(list: ListDetailDto | null, renderedAt?: number): Viewed<DetailView | null> {
  const { pending, settled, snapshots } = useOfflineQueue();
  const kept = useSyncExternalStore(subscribeOffline, snapshotsRaw, noCopies);

  useEffect(() => {
    if (snapshots && list && renderedAt !== undefined) snapshots.saveDetail(list, renderedAt);
  }, [snapshots, list, renderedAt]);

  return useMemo(() => {
    void kept;
    if (!list) return { view: null, fromCopy: false, seenAt: null };
    const page = { renderedAt: renderedAt ?? Number.POSITIVE_INFINITY, data: list };
    const base = snapshots && renderedAt !== undefined ? newerOf(page, snapshots.detail(list.id)) : { ...page, fromCopy: false };
    return { view: viewDetail(base.data, pending, settled), fromCopy: base.fromCopy, seenAt: Number.isFinite(base.renderedAt) ? base.renderedAt : null };
  }, [kept, list, renderedAt, snapshots, pending, settled]);
}
