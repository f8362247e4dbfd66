"use client";
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { removeItemAction } from "../actions";
import { LIST_MESSAGES, LIST_NOT_FOUND_NOTICE } from "../schemas";
import type { ListDetailDto, ListItemDto } from "../types";
import { AddItemForm } from "./add-item-form";
import { failureToast, isBrowserOffline, itemCountLabel } from "./action-feedback";
import { DeleteListDialog } from "./delete-list-dialog";
import { ListItemRow } from "./list-item-row";
import { useOfflineQueue } from "./offline-queue-provider";
import { useDeleteList } from "./use-delete-list";

export function ListDetailScreen(props: { list: ListDetailDto | null; loadError?: boolean }) {
  // The queue provider is mounted app-wide in the shopper layout, so queued deletes run on any page.
  return <ListDetailBody {...props} />;
}

function ListDetailBody({ list, loadError }: { list: ListDetailDto | null; loadError?: boolean }) {
  const router = useRouter();
  const deleteList = useDeleteList();
  const { enqueue, pendingItemIds, pendingListIds } = useOfflineQueue();
  const [confirming, setConfirming] = useState(false);
  const [gone, setGone] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const loadErrorShown = useRef(false);
  useEffect(() => {
    if (!loadError || loadErrorShown.current) return;
    loadErrorShown.current = true;
    toast({ title: LIST_MESSAGES.errorTitle, description: LIST_MESSAGES.loadListFailed, variant: "destructive" });
  }, [loadError]);

  if (!list) {
    return (
      <main className="mx-auto max-w-3xl p-4">
        <Card role="alert">
          <p className="text-sm text-red-800">{LIST_MESSAGES.loadListFailed}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="outline" onClick={() => router.refresh()}>Try again</Button>
            <Link href="/lists" className={buttonClass("ghost")}>Back to lists</Link>
          </div>
        </Card>
      </main>
    );
  }

  const listMissing = () => router.replace(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);

  if (gone || pendingListIds.has(list.id)) {
    return (
      <main className="mx-auto max-w-3xl p-4">
        <Card>
          <p className="font-medium">&ldquo;{list.name}&rdquo; is queued for deletion.</p>
          <p className="mt-1 text-sm text-slate-600">It will be deleted as soon as you&apos;re back online.</p>
          <Link href="/lists" className={buttonClass("outline", "mt-3")}>Back to lists</Link>
        </Card>
      </main>
    );
  }

  const items = list.items.filter((i) => !pendingItemIds.has(i.id) && !removing.has(i.id));
  const mark = (id: string, on: boolean) =>
    setRemoving((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (item: ListItemDto) => {
    const queue = () => {
      enqueue({ type: "DELETE_ITEM", data: { itemId: item.id, listId: list.id, itemName: item.name } });
      toast({ title: LIST_MESSAGES.itemQueuedTitle, description: `"${item.name}" will be removed when you're back online.` });
    };
    if (isBrowserOffline()) return queue();
    mark(item.id, true);
    try {
      const res = await removeItemAction({ itemId: item.id });
      // Not found: someone already removed it, which is what was asked for.
      if (!res.ok && res.code !== "NOT_FOUND") {
        mark(item.id, false);
        toast(failureToast(res, LIST_MESSAGES.removeFailed));
      }
    } catch {
      mark(item.id, false);
      queue();
    }
  };

  const confirmDelete = async () => {
    const outcome = await deleteList(list);
    setConfirming(false);
    if (outcome === "deleted") router.push("/lists");
    if (outcome === "queued") setGone(true);
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <Card>
        <AddItemForm listId={list.id} onListMissing={listMissing} />
      </Card>

      <Card>
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">Items</h2>
          <span className="text-sm text-slate-600">{itemCountLabel(items.length)}</span>
        </div>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">This list is empty. Add your first item above to get started.</p>
        ) : (
          <ul aria-label={`Items in ${list.name}`} className="divide-y divide-slate-100">
            {items.map((item) => (
              <ListItemRow key={item.id} item={item} removing={removing.has(item.id)} onRemove={() => void remove(item)} />
            ))}
          </ul>
        )}
      </Card>

      <div className="grid grid-cols-2 gap-2">
        <Link href="/map" className={buttonClass("primary")}>Start Shopping</Link>
        <Link href={`/cheapest-list/${list.id}`} className={buttonClass("outline")}>Compare Prices</Link>
      </div>
      <div className="flex justify-between">
        <Link href="/lists" className={buttonClass("ghost")}>← All lists</Link>
        <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>Delete List</Button>
      </div>

      <DeleteListDialog list={confirming ? list : null} onCancel={() => setConfirming(false)} onConfirm={confirmDelete} />
    </main>
  );
}
