"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/shell/page-header";
import { useListFeatureSlots } from "./list-feature-slots";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { removeItemAction } from "../actions";
import { LIST_MESSAGES, LIST_NOT_FOUND_NOTICE } from "../schemas";
import type { ItemView } from "../offline-view";
import type { ListDetailDto } from "../types";
import { AddItemForm } from "./add-item-form";
import { failureToast, itemCountLabel } from "./action-feedback";
import { DeleteListDialog } from "./delete-list-dialog";
import { ListItemRow } from "./list-item-row";
import { ListSharingPanel } from "../sharing/components/list-sharing-panel";
import { useOfflineQueue } from "./offline-queue-provider";
import { OfflineCopyNotice } from "./offline-copy-notice";
import { RenameListDialog } from "./rename-list-dialog";
import { useDeleteList } from "./use-delete-list";
import { useListEdits } from "./use-list-edits";
import { useDetailView } from "./use-offline-lists";

export interface ListDetailScreenProps {
  list: ListDetailDto | null;
  loadError?: boolean;
  /** Server clock at render (ms): lets a newer last-seen copy win over a cached page (decision 022). */
  renderedAt?: number;
  /** Extra header buttons from other features, composed by the page. */
  headerActions?: ReactNode;
}

/**
 * One list. Its header shows the name and count as the shopper sees them — renamed, added to or
 * changed while offline — so the screen owns it. The queue provider is mounted app-wide in the
 * shopper layout, so queued edits run on any page.
 */
export function ListDetailScreen({ headerActions, ...props }: ListDetailScreenProps) {
  return <ListDetailBody {...props} headerActions={headerActions} />;
}

function ListDetailBody({ list, loadError, renderedAt, headerActions }: ListDetailScreenProps) {
  const router = useRouter();
  const deleteList = useDeleteList();
  const slots = useListFeatureSlots();
  const { online } = useOfflineQueue();
  const { submit } = useListEdits();
  const { view, seenAt } = useDetailView(list, renderedAt);
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [gone, setGone] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setRemoving((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const removeItem = useAction(
    async ({ item, listId }: { item: ItemView; listId: string }) => {
      const op = { type: "DELETE_ITEM" as const, data: { itemId: item.id, listId, itemName: item.name } };
      const sent = await submit(op, (editId) => removeItemAction({ itemId: item.id, editId }));
      if (sent.route === "queued") return { ok: true as const, queued: true };
      // Not found: someone already removed it, which is what was asked for.
      return sent.result.ok || sent.result.code === "NOT_FOUND" ? { ok: true as const, queued: false } : sent.result;
    },
    {
      // The queued removal now hides the row itself.
      onSuccess: (res, { item }) => res.queued && mark(item.id, false),
      success: (res, { item }) => (res.queued && !online ? { title: LIST_MESSAGES.itemQueuedTitle, description: `"${item.name}" will be removed when you're back online.` } : null),
      onFailure: (_res, { item }) => mark(item.id, false),
      failure: (res) => failureToast(res, LIST_MESSAGES.removeFailed),
    },
  );

  const loadErrorShown = useRef(false);
  useEffect(() => {
    if (!loadError || loadErrorShown.current) return;
    loadErrorShown.current = true;
    toast({ title: LIST_MESSAGES.errorTitle, description: LIST_MESSAGES.loadListFailed, variant: "destructive" });
  }, [loadError]);

  if (!list || !view) {
    return (
      <>
      <PageHeader title="Shopping List" />
      <main className="mx-auto max-w-3xl p-4">
        <Card role="alert">
          <p className="text-sm text-red-800">{LIST_MESSAGES.loadListFailed}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="outline" onClick={() => router.refresh()}>Try again</Button>
            <Link href="/lists" className={buttonClass("ghost")}>Back to lists</Link>
          </div>
        </Card>
      </main>
      </>
    );
  }

  const listMissing = () => router.replace(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);

  if (gone || view.deleted) {
    return (
      <>
      <PageHeader title={view.name} />
      <main className="mx-auto max-w-3xl p-4">
        <Card>
          <p className="font-medium">&ldquo;{view.name}&rdquo; is queued for deletion.</p>
          <p className="mt-1 text-sm text-slate-600">It will be deleted as soon as you&apos;re back online.</p>
          <Link href="/lists" className={buttonClass("outline", "mt-3")}>Back to lists</Link>
        </Card>
      </main>
      </>
    );
  }

  const items = view.items.filter((i) => !removing.has(i.id));

  const remove = async (item: ItemView) => {
    mark(item.id, true);
    await removeItem.run({ item, listId: list.id });
  };

  const confirmDelete = async () => {
    const outcome = await deleteList({ id: list.id, name: view.name });
    setConfirming(false);
    if (outcome === "deleted") router.push("/lists");
    if (outcome === "queued") setGone(true);
  };

  const owner = list.sharing.role === "owner";
  return (
    <>
    <PageHeader title={view.name} subtitle={itemCountLabel(items.length)} actions={headerActions} />
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      {online ? null : <OfflineCopyNotice seenAt={seenAt} what="list" />}
      <ListSharingPanel list={list} />
      <Card>
        <AddItemForm listId={list.id} onListMissing={listMissing} />
        {slots.barcodeButton?.([list], "w-full")}
      </Card>

      <Card>
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">Items</h2>
          <span className="text-sm text-slate-600">{itemCountLabel(items.length)}</span>
        </div>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">This list is empty. Add your first item above to get started.</p>
        ) : (
          <ul aria-label={`Items in ${view.name}`} className="divide-y divide-slate-100">
            {items.map((item) => (
              <ListItemRow key={item.id} item={item} listId={list.id} removing={removing.has(item.id)} onRemove={() => void remove(item)} />
            ))}
          </ul>
        )}
      </Card>

      <div className="grid grid-cols-2 gap-2">
        <Link href="/map" className={buttonClass("primary")}>Start Shopping</Link>
        <Link href={`/cheapest-list/${list.id}`} className={buttonClass("outline")}>Compare Prices</Link>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/lists" className={buttonClass("ghost")}>← All lists</Link>
        {owner ? (
          <div className="flex gap-1">
            <Button variant="ghost" onClick={() => setRenaming(true)}>Rename</Button>
            <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>Delete List</Button>
          </div>
        ) : null}
      </div>

      <DeleteListDialog list={confirming ? { id: list.id, name: view.name } : null} onCancel={() => setConfirming(false)} onConfirm={confirmDelete} />
      {owner ? <RenameListDialog key={renaming ? "open" : "closed"} list={{ id: list.id, name: view.name }} open={renaming} onClose={() => setRenaming(false)} onListMissing={listMissing} /> : null}
    </main>
    </>
  );
}
