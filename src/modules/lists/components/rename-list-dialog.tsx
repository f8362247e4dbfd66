"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { renameListAction } from "../actions";
import { LIST_MESSAGES, LIST_NAME_MAX, validateListName } from "../schemas";
import { failureToast } from "./action-feedback";
import { useListEdits } from "./use-list-edits";

/**
 * Rename a list (owner only). Online the name is saved at once; offline it is queued like every
 * other list edit, and the screen shows the new name straight away.
 */
export function RenameListDialog({ list, open, onClose, onListMissing }: { list: { id: string; name: string }; open: boolean; onClose: () => void; onListMissing: () => void }) {
  const { submit } = useListEdits();
  const [error, setError] = useState<string | null>(null);
  const { run, pending: saving } = useAction(
    async (input: { name: string }) => {
      const data = { listId: list.id, name: input.name, previousName: list.name };
      const sent = await submit({ type: "RENAME_LIST", data }, (editId) => renameListAction({ listId: list.id, name: input.name, editId }));
      return sent.route === "direct" ? sent.result : { ok: true as const };
    },
    {
      onFailure: (res) => res.code === "NOT_FOUND" && onListMissing(),
      failure: (res) => (res.code === "NOT_FOUND" ? null : failureToast(res, LIST_MESSAGES.renameFailed)),
    },
  );

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get("name") ?? "");
    const check = validateListName(raw);
    if (!check.ok) return setError(check.message);
    if (check.value === list.name) return onClose();
    const res = await run({ name: check.value });
    setError(res.ok ? null : (res.fieldErrors?.name?.[0] ?? null));
    if (res.ok) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!saving}
      title="Rename list"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form="rename-list-form" disabled={saving}>{saving ? "Saving..." : "Save"}</Button>
        </>
      }
    >
      <form id="rename-list-form" onSubmit={(e) => void save(e)} noValidate>
        <Field id="rename-list-name" name="name" label="List name" defaultValue={list.name} maxLength={LIST_NAME_MAX + 20} error={error} disabled={saving} autoFocus />
      </form>
    </Dialog>
  );
}
