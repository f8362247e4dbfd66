"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** Confirmation before deleting: Cancel, or Delete List (reads Deleting... while it runs). */
export function DeleteListDialog({ list, onCancel, onConfirm }: { list: { id: string; name: string } | null; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog
      open={list !== null}
      onClose={onCancel}
      dismissible={!deleting}
      title="Delete shopping list?"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>Cancel</Button>
          <Button variant="danger" onClick={confirm} disabled={deleting}>{deleting ? "Deleting..." : "Delete List"}</Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Are you sure you want to delete <span className="font-semibold">&ldquo;{list?.name}&rdquo;</span>? All of its items will be removed. This can&apos;t be undone.
      </p>
    </Dialog>
  );
}
