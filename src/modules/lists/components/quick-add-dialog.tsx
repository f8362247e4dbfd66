"use client";
import { useState } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { cn } from "@/lib/cn";
import { quickAddAction } from "../actions";
import { randomId } from "../offline-queue";
import { COMMON_ITEMS, QUICK_ADD_EMPTY_SELECTION_MESSAGE, dedupeSelection, normaliseItemName, toggleSelection } from "../quick-add";
import { LIST_MESSAGES } from "../schemas";
import { failureToast, itemCountLabel } from "./action-feedback";
import { CustomItemInput } from "./custom-item-input";
import { useListEdits } from "./use-list-edits";

const keyOf = (name: string) => normaliseItemName(name).toLocaleLowerCase("en");
const COMMON_KEYS = new Set<string>(COMMON_ITEMS.map(keyOf));

/**
 * Quick Add: toggle common items, add custom ones, then add everything to the first list. Offline
 * the items are queued as adds to the shopper's newest own list — the list the server would pick —
 * and a shopper with no list yet is told Quick Add needs a connection to create one.
 */
export function QuickAddDialog({ open, onClose, firstList }: { open: boolean; onClose: () => void; firstList?: { id: string; name: string; sharing: { role: string } } | null }) {
  const { mustQueue, enqueue } = useListEdits();
  const [selection, setSelection] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, pending } = useAction(quickAddAction, {
    failure: (res) => failureToast(res, LIST_MESSAGES.addItemsFailed),
    success: ({ result }) => ({ title: "Items added", description: `Added ${itemCountLabel(result.added.length)} to "${result.listName}".`, variant: "success" }),
    onSuccess: () => {
      setSelection([]);
      onClose();
    },
  });
  const selectedKeys = new Set(selection.map(keyOf));
  const customItems = selection.filter((s) => !COMMON_KEYS.has(keyOf(s)));

  const close = () => {
    if (pending) return;
    setSelection([]);
    setFormError(null);
    onClose();
  };

  const submit = () => {
    const items = dedupeSelection(selection);
    if (items.length === 0) {
      setFormError(QUICK_ADD_EMPTY_SELECTION_MESSAGE);
      return;
    }
    setFormError(null);
    const target = firstList && firstList.sharing.role === "owner" ? firstList : null;
    if (!navigator.onLine || (target && mustQueue(target.id))) {
      if (!target) {
        setFormError("You're offline. Quick Add needs a connection to create your first list.");
        return;
      }
      for (const itemName of items) enqueue({ type: "ADD_ITEM", data: { listId: target.id, itemId: randomId(), itemName } });
      toast({ title: "Items added", description: `Added ${itemCountLabel(items.length)} to "${target.name}". They'll sync when you're back online.`, variant: "success" });
      setSelection([]);
      onClose();
      return;
    }
    void run({ items });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Quick Add"
      dismissible={!pending}
      footer={
        <div className="flex w-full flex-col gap-1">
          <p aria-live="polite" className="text-sm text-red-700">{formError ?? ""}</p>
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-slate-600">{selection.length} selected</span>
            <div className="flex gap-2">
              <Button variant="outline" onClick={close} disabled={pending}>Cancel</Button>
              <Button onClick={submit} disabled={pending}>{pending ? "Adding..." : "Add Items"}</Button>
            </div>
          </div>
        </div>
      }
    >
      <p className="mb-3 text-sm text-slate-600">Pick common items or type your own. They go into your newest list.</p>
      <div role="group" aria-label="Common items" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {COMMON_ITEMS.map((name) => {
          const pressed = selectedKeys.has(keyOf(name));
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              disabled={pending}
              onClick={() => {
                setSelection((s) => toggleSelection(s, name));
                setFormError(null);
              }}
              className={cn(
                "rounded-lg border px-2 py-2 text-sm transition",
                pressed ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              {name}
            </button>
          );
        })}
      </div>

      <div className="mt-4">
        <CustomItemInput
          disabled={pending}
          onAdd={(name) => {
            setSelection((s) => dedupeSelection([...s, name]));
            setFormError(null);
          }}
        />
      </div>

      {customItems.length > 0 ? (
        <ul aria-label="Custom items" className="mt-2 flex flex-wrap gap-1.5">
          {customItems.map((name) => (
            <li key={keyOf(name)} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-xs">
              {name}
              <button type="button" aria-label={`Remove ${name}`} className="rounded-full p-0.5 text-slate-600 hover:bg-slate-200" onClick={() => setSelection((s) => toggleSelection(s, name))}>
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

    </Dialog>
  );
}
