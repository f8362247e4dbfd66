"use client";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { createListAction } from "../actions";
import { LIST_MESSAGES, LIST_NAME_MAX, validateListName } from "../schemas";
import { failureToast } from "./action-feedback";

interface FormState { error: string | null; value: string; nonce: number }

/**
 * The request id travels in the form data, so a double-submitted form sends the same id twice
 * and the server makes one list. A fresh id is issued only after a success (useAction's key).
 */
export function CreateListBox() {
  const { run, idempotencyKey: requestId } = useAction(createListAction, {
    failure: (res) => failureToast(res, LIST_MESSAGES.createFailed),
    success: (res) => ({ title: "List created", description: `"${res.list.name}" is ready for items.`, variant: "success" }),
  });

  const [state, formAction, pending] = useActionState(async (prev: FormState, form: FormData): Promise<FormState> => {
    const name = String(form.get("name") ?? "");
    const clientRequestId = String(form.get("clientRequestId") ?? "");
    const check = validateListName(name);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: "destructive" });
      return { error: check.message, value: name, nonce: prev.nonce + 1 };
    }
    // A new list needs the server (its id, the rate limit); edits to existing lists queue offline.
    if (!navigator.onLine) {
      toast({ title: "You're offline", description: "Creating a list needs a connection. Changes to your existing lists are saved and sync later." });
      return { error: null, value: name, nonce: prev.nonce + 1 };
    }
    const res = await run({ name: check.value, clientRequestId });
    if (!res.ok) return { error: res.fieldErrors?.name?.[0] ?? null, value: name, nonce: prev.nonce + 1 };
    return { error: null, value: "", nonce: prev.nonce + 1 };
  }, { error: null, value: "", nonce: 0 });

  return (
    <Card>
      <form action={formAction} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <input type="hidden" name="clientRequestId" value={requestId} />
        <Field
          key={state.nonce}
          id="new-list-name"
          name="name"
          label="New list name"
          placeholder="e.g. Weekly groceries"
          defaultValue={state.value}
          maxLength={LIST_NAME_MAX + 20}
          error={state.error}
          disabled={pending}
          className="flex-1"
        />
        <Button type="submit" disabled={pending} className="sm:mt-6">{pending ? "Creating..." : "Create List"}</Button>
      </form>
    </Card>
  );
}
