"use client";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { addItemAction } from "../actions";
import { randomId } from "../offline-queue";
import { ITEM_NAME_MAX, LIST_MESSAGES, validateItemName } from "../schemas";
import { failureToast } from "./action-feedback";
import { useListEdits } from "./use-list-edits";

interface FormState { error: string | null; value: string; nonce: number }

/** Adds an item; offline (or behind queued edits of this list) the add waits in the offline queue under an id chosen here. */
export function AddItemForm({ listId, onListMissing }: { listId: string; onListMissing: () => void }) {
  const { submit } = useListEdits();
  const [state, formAction, pending] = useActionState(async (prev: FormState, form: FormData): Promise<FormState> => {
    const itemName = String(form.get("itemName") ?? "");
    const next = (error: string | null, value: string) => ({ error, value, nonce: prev.nonce + 1 });
    const check = validateItemName(itemName);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: "destructive" });
      return next(check.message, itemName);
    }
    try {
      const itemId = randomId();
      const sent = await submit({ type: "ADD_ITEM", data: { listId, itemId, itemName: check.value } }, (editId) => addItemAction({ listId, itemName: check.value, itemId, editId }));
      if (sent.route === "queued") return next(null, "");
      const res = sent.result;
      if (res.ok) return next(null, "");
      if (res.code === "NOT_FOUND") onListMissing();
      else toast(failureToast(res, LIST_MESSAGES.addItemFailed));
      return next(res.fieldErrors?.itemName?.[0] ?? null, itemName);
    } catch {
      toast(failureToast(null, LIST_MESSAGES.addItemFailed));
      return next(null, itemName);
    }
  }, { error: null, value: "", nonce: 0 });

  return (
    <form action={formAction} noValidate className="flex items-start gap-2">
      <Field
        key={state.nonce}
        id="add-item-name"
        name="itemName"
        label="Item name"
        placeholder="Add an item, e.g. Milk"
        defaultValue={state.value}
        maxLength={ITEM_NAME_MAX + 20}
        error={state.error}
        disabled={pending}
        autoFocus={state.nonce > 0}
        className="flex-1"
      />
      <Button type="submit" className="mt-6" disabled={pending}>{pending ? "Adding..." : "Add Item"}</Button>
    </form>
  );
}
