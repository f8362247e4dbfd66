"use client";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { ReceiptText, Zap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DialogSlot } from "@/components/ui/dialog-slot";
import { toast } from "@/components/ui/toast";
import { useListFeatureSlots } from "./list-feature-slots";
import { LIST_MESSAGES, LIST_NOT_FOUND_NOTICE } from "../schemas";
import type { ListSummaryDto } from "../types";
import { CreateListBox } from "./create-list-box";
import { DeleteListDialog } from "./delete-list-dialog";
import { ListCard } from "./list-card";
import { useOfflineQueue } from "./offline-queue-provider";
import { OfflineCopyNotice } from "./offline-copy-notice";
import { useListsView } from "./use-offline-lists";
import { QuickAddDialog } from "./quick-add-dialog";
import { useDeleteList } from "./use-delete-list";

export interface ListsScreenProps {
  lists: ListSummaryDto[];
  /** Server clock at render (ms): lets a newer last-seen copy win over a cached page (decision 022). */
  renderedAt?: number;
  notice?: string | null;
  loadError?: boolean;
  /** The receipts feature's Scan Receipt dialog, passed in by the page; it reads open/close through useDialogSlot(). */
  receiptDialog: ReactNode;
}

export function ListsScreen(props: ListsScreenProps) {
  // The queue provider is mounted app-wide in the shopper layout, so queued deletes run on any page.
  return <ListsScreenBody {...props} />;
}

function ListsScreenBody({ lists, renderedAt, notice, loadError, receiptDialog }: ListsScreenProps) {
  const router = useRouter();
  const pathname = usePathname();
  const deleteList = useDeleteList();
  const slots = useListFeatureSlots();
  const { online } = useOfflineQueue();
  // The page's lists, or the newer last-seen copy, with queued edits laid over them.
  const { view: shown, seenAt } = useListsView(lists, renderedAt);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<ListSummaryDto | null>(null);
  const [quickAddOpen, setQuickAddOpen] = useState(false);
  const [receiptOpen, setReceiptOpen] = useState(false);

  // Once per page load, even when effects run twice in development.
  const noticeShown = useRef(false);
  useEffect(() => {
    if (notice === LIST_NOT_FOUND_NOTICE && !noticeShown.current) {
      noticeShown.current = true;
      toast({ title: LIST_MESSAGES.errorTitle, description: LIST_MESSAGES.listNotFound, variant: "destructive" });
      router.replace(pathname, { scroll: false });
    }
  }, [notice, pathname, router]);

  const loadErrorShown = useRef(false);
  useEffect(() => {
    if (!loadError || loadErrorShown.current) return;
    loadErrorShown.current = true;
    toast({ title: LIST_MESSAGES.errorTitle, description: LIST_MESSAGES.loadListsFailed, variant: "destructive" });
  }, [loadError]);

  const visible = useMemo(() => shown.filter((l) => !hidden.has(l.id)), [shown, hidden]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const outcome = await deleteList(toDelete);
    if (outcome !== "failed") setHidden((h) => new Set(h).add(toDelete.id));
    setToDelete(null);
  };

  const receiptControl = useMemo(
    () => ({ open: receiptOpen, onClose: () => setReceiptOpen(false), onDone: () => router.refresh() }),
    [receiptOpen, router],
  );
  const openQuickAdd = useCallback(() => setQuickAddOpen(true), []);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      {online ? null : <OfflineCopyNotice seenAt={seenAt} what="lists" />}
      <CreateListBox />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => setReceiptOpen(true)}><ReceiptText aria-hidden="true" className="h-4 w-4 shrink-0" /> Scan Receipt</Button>
        <Button variant="outline" onClick={openQuickAdd}><Zap aria-hidden="true" className="h-4 w-4 shrink-0" /> Quick Add</Button>
        {slots.barcodeButton?.(visible, "col-span-2")}
      </div>

      {loadError ? (
        <Card role="alert">
          <p className="text-sm text-red-800">{LIST_MESSAGES.loadListsFailed}</p>
          <Button variant="outline" className="mt-2" onClick={() => router.refresh()}>Try again</Button>
        </Card>
      ) : visible.length === 0 ? (
        <Card>
          <p className="font-medium">No shopping lists yet</p>
          <p className="mt-1 text-sm text-slate-600">Create your first list above, or use Quick Add to start with common items.</p>
        </Card>
      ) : (
        <section aria-label="Your shopping lists" className="flex flex-col gap-3">
          {visible.map((list) => (
            <ListCard key={list.id} list={list} onDelete={() => setToDelete(list)} />
          ))}
        </section>
      )}

      <DeleteListDialog list={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
      <QuickAddDialog open={quickAddOpen} onClose={() => setQuickAddOpen(false)} firstList={visible.find((l) => l.sharing.role === "owner") ?? null} />
      <DialogSlot control={receiptControl}>{receiptDialog}</DialogSlot>
    </main>
  );
}
