"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { changeNameAction } from "../actions";
import { changeNameSchema, NAME_MAX } from "../schemas";
import { firstErrors, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";

export function ChangeNameForm({ initialName }: { initialName: string }) {
  const router = useRouter();
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = changeNameSchema.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    startTransition(async () => {
      const res = await changeNameAction({ name });
      if (!res.ok) {
        setErrors(firstErrors(res.fieldErrors));
        toast({ title: "Update failed", description: res.formError ?? "Please try again.", variant: "destructive" });
        return;
      }
      setName(res.name);
      toast({ title: "Account updated", description: "Your name has been saved.", variant: "success" });
      router.refresh();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="Change name">
      <Field id="account-name" label="Name" autoComplete="name" value={name} maxLength={NAME_MAX * 2} onChange={(e) => setName(e.target.value)} disabled={pending} error={errors.name} />
      <Button type="submit" disabled={pending} className="self-start">{pending ? "Please wait..." : "Save name"}</Button>
    </form>
  );
}
