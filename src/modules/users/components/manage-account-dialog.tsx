"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ChangeNameForm } from "./change-name-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountForm } from "./delete-account-form";

/** Manage Account: change name, change password, delete account. */
export function ManageAccountButton({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>Manage Account</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Manage Account" footer={<Button variant="ghost" onClick={() => setOpen(false)}>Close</Button>}>
        <div className="flex flex-col gap-5">
          <section aria-labelledby="manage-name" className="flex flex-col gap-2">
            <h3 id="manage-name" className="font-semibold">Name</h3>
            <ChangeNameForm initialName={name} />
          </section>
          <section aria-labelledby="manage-password" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            <h3 id="manage-password" className="font-semibold">Password</h3>
            <ChangePasswordForm onDone={() => setOpen(false)} />
          </section>
          <section aria-labelledby="manage-delete" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            <h3 id="manage-delete" className="font-semibold text-red-800">Delete account</h3>
            <DeleteAccountForm />
          </section>
        </div>
      </Dialog>
    </>
  );
}
