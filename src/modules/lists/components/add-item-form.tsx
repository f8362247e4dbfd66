"use client";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { addItemAction } from "../actions";
import { randomId } from "../offline-queue";
import { ITEM_NAME_MAX, LIST_MESSAGES, validateItemName } from "../schemas";
import { failureToast } from "./action-feedback";
import { useListEdits } from "./use-list-edits";

interface FormState { error: string | null; value: string; nonce: number }

/** Adds an item; offline (or behind queued edits of this list) the add waits in the offline queue under an id chosen here. */
export function AddItemForm({ listId, onListMissing }: { listId: string; onListMissing: () => void }) {
  const { submit } = useListEdits();
  const { run } = useAction(
    async (input: { listId: string; itemId: string; itemName: string }) => {
      const sent = await submit({ type: "ADD_ITEM", data: input }, (editId) => addItemAction({ ...input, editId }));
      return sent.route === "queued" ? { ok: true as const } : sent.result;
    },
    {
      onFailure: (res) => res.code === "NOT_FOUND" && onListMissing(),
      failure: (res) => (res.code === "NOT_FOUND" ? null : failureToast(res, LIST_MESSAGES.addItemFailed)),
    },
  );
  const [state, formAction, pending] = useActionState(async (prev: FormState, form: FormData): Promise<FormState> => {
    const itemName = String(form.get("itemName") ?? "");
    const next = (error: string | null, value: string) => ({ error, value, nonce: prev.nonce + 1 });
    const check = validateItemName(itemName);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: "destructive" });
      return next(check.message, itemName);
    }
    const res = await run({ listId, itemId: randomId(), itemName: check.value });
    return res.ok ? next(null, "") : next(res.fieldErrors?.itemName?.[0] ?? null, itemName);
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
