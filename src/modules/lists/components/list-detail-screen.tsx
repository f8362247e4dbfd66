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
import { ListItemRow, type RowMove } from "./list-item-row";
import { useShoppingHere, type ShoppingAt } from "./use-shopping-here";
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
  /** The estimated total and budget card (pricing), composed by the page. */
  totals?: ReactNode;
  /** "I'm at <store>": what to buy here comes first, in the store's aisle order (issue 27). */
  shoppingAt?: ShoppingAt | null;
}

/**
 * One list. Its header shows the name and count as the shopper sees them — renamed, added to or
 * changed while offline — so the screen owns it. The queue provider is mounted app-wide in the
 * shopper layout, so queued edits run on any page.
 */
export function ListDetailScreen({ headerActions, ...props }: ListDetailScreenProps) {
  return <ListDetailBody {...props} headerActions={headerActions} />;
}

function ListDetailBody({ list, loadError, renderedAt, headerActions, totals, shoppingAt }: ListDetailScreenProps) {
  const router = useRouter();
  const deleteList = useDeleteList();
  const slots = useListFeatureSlots();
  const { online } = useOfflineQueue();
  const { submit } = useListEdits();
  const { view, seenAt } = useDetailView(list, renderedAt);
  const here = useShoppingHere(list?.id ?? "", shoppingAt);
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
  const row = (item: ItemView, move?: RowMove) => (
    <ListItemRow
      key={item.id}
      item={item}
      listId={list.id}
      removing={removing.has(item.id)}
      onRemove={() => void remove(item)}
      tick={{ checked: here.isChecked(item), onToggle: () => here.toggle(item) }}
      move={move}
    />
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  const hereItems = here.hereIds.map((id) => byId.get(id)).filter((i): i is ItemView => i !== undefined);
  const hereSet = new Set(hereItems.map((i) => i.id));
  const restItems = items.filter((i) => !hereSet.has(i.id));
  return (
    <>
    <PageHeader title={view.name} subtitle={itemCountLabel(items.length)} actions={headerActions} />
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      {online ? null : <OfflineCopyNotice seenAt={seenAt} what="list" />}
      <ListSharingPanel list={list} />
      {shoppingAt ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3" data-testid="shopping-at">
          <p className="min-w-0 text-sm text-emerald-900">You&apos;re at <span className="font-semibold">{shoppingAt.storeName}</span>. Tick items off as you go: the order you pick them teaches Cartwise this store&apos;s aisles.</p>
          <Link href={`/lists/${list.id}`} className={buttonClass("ghost", "shrink-0 text-sm")}>Done shopping here</Link>
        </div>
      ) : null}
      {totals}
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
        ) : shoppingAt ? (
          <>
            <h3 className="mt-3 text-sm font-semibold text-emerald-800" id="buy-here-heading">
              Buy here at {shoppingAt.storeName}{shoppingAt.fromPlan ? " (from your plan)" : ""}
            </h3>
            {hereItems.length ? (
              <ul aria-labelledby="buy-here-heading" data-testid="buy-here" className="divide-y divide-slate-100">
                {hereItems.map((item, i) => row(item, { up: i > 0 ? () => here.move(item.id, -1) : undefined, down: i < hereItems.length - 1 ? () => here.move(item.id, 1) : undefined }))}
              </ul>
            ) : (
              <p className="py-2 text-sm text-slate-600">Nothing on this list is priced here.</p>
            )}
            {restItems.length ? (
              <>
                <h3 className="mt-3 text-sm font-semibold text-slate-700" id="rest-heading">The rest</h3>
                <ul aria-labelledby="rest-heading" data-testid="buy-elsewhere" className="divide-y divide-slate-100">{restItems.map((item) => row(item))}</ul>
              </>
            ) : null}
          </>
        ) : (
          <ul aria-label={`Items in ${view.name}`} className="divide-y divide-slate-100">
            {items.map((item) => row(item))}
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
