"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { changeNameAction } from "../actions";
import { changeNameSchema, NAME_MAX } from "../schemas";
import { zodFieldErrors } from "@/components/ui/field-errors";

export function ChangeNameForm({ initialName }: { initialName: string }) {
  const [name, setName] = useState(initialName);
  const { run, pending, fieldErrors: errors, setErrors } = useAction(changeNameAction, {
    failure: { title: "Update failed" },
    onSuccess: (res) => setName(res.name),
    success: { title: "Account updated", description: "Your name has been saved.", variant: "success" },
    refresh: true,
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = changeNameSchema.safeParse({ name });
    if (!parsed.success) return setErrors({ fieldErrors: zodFieldErrors(parsed.error) });
    void run({ name });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="Change name">
      <Field id="account-name" label="Name" autoComplete="name" value={name} maxLength={NAME_MAX * 2} onChange={(e) => setName(e.target.value)} disabled={pending} error={errors.name} />
      <Button type="submit" disabled={pending} className="self-start">{pending ? "Please wait..." : "Save name"}</Button>
    </form>
  );
}
