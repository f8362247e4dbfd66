"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
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
  const [saving, setSaving] = useState(false);

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get("name") ?? "");
    const check = validateListName(raw);
    if (!check.ok) return setError(check.message);
    if (check.value === list.name) return onClose();
    setSaving(true);
    try {
      const data = { listId: list.id, name: check.value, previousName: list.name };
      const sent = await submit({ type: "RENAME_LIST", data }, (editId) => renameListAction({ listId: list.id, name: check.value, editId }));
      if (sent.route === "direct" && !sent.result.ok) {
        if (sent.result.code === "NOT_FOUND") onListMissing();
        else toast(failureToast(sent.result, LIST_MESSAGES.renameFailed));
        setError(sent.result.fieldErrors?.name?.[0] ?? null);
        return;
      }
      setError(null);
      onClose();
    } finally {
      setSaving(false);
    }
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
