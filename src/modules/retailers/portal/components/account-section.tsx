"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { ADDRESS, BUSINESS_NAME } from "@/modules/retailers/auth/schemas";
import { updateAccountAction } from "../actions";

interface Account { name: string; address: string; contactEmail: string }

/** View ↔ edit of store name and business address; Cancel restores the saved values. */
export function AccountSection({ initial }: { initial: Account }) {
  const [saved, setSaved] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const { run, pending, fieldErrors: errors, setErrors } = useAction(updateAccountAction, {
    failure: (res) => ({ title: "Update failed", description: res.formError, variant: "destructive" }),
    onSuccess: (res) => {
      setSaved({ ...saved, ...res.account });
      setName(res.account.name);
      setAddress(res.account.address);
      setEditing(false);
    },
    success: { title: "Account updated", variant: "success" },
  });

  function cancel() {
    setName(saved.name);
    setAddress(saved.address);
    setErrors({});
    setEditing(false);
  }

  function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void run({ name, address });
  }

  if (!editing) {
    return (
      <div className="flex flex-col gap-3">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div><dt className="text-slate-600">Store name</dt><dd className="break-words font-medium text-slate-900">{saved.name}</dd></div>
          <div><dt className="text-slate-600">Business address</dt><dd className="break-words font-medium text-slate-900">{saved.address}</dd></div>
          <div><dt className="text-slate-600">Contact e-mail</dt><dd className="break-all font-medium text-slate-900">{saved.contactEmail}</dd></div>
        </dl>
        <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>Edit account</Button>
      </div>
    );
  }
  return (
    <form onSubmit={save} noValidate aria-label="Edit account" className="flex flex-col gap-1">
      <Field id="account-name" label="Store name" value={name} onChange={(e) => setName(e.target.value)} maxLength={BUSINESS_NAME.max} disabled={pending} error={errors.name} autoComplete="organization" />
      <Field id="account-address" label="Business address" value={address} onChange={(e) => setAddress(e.target.value)} maxLength={ADDRESS.max} disabled={pending} error={errors.address} autoComplete="street-address" />
      <Field id="account-email" label="Contact e-mail (read-only)" value={saved.contactEmail} readOnly aria-readonly="true" className="[&_input]:bg-slate-100" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{pending ? "Saving…" : "Save"}</Button>
        <Button variant="outline" onClick={cancel} disabled={pending}>Cancel</Button>
      </div>
    </form>
  );
}
