"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { checkManualAddress } from "../../address-validation";
import { ADDRESS_LIMITS, INCOMPLETE_ADDRESS_MESSAGE } from "../../schemas";
import { geocodeAddressAction } from "../../actions";
import type { AddressCandidate } from "../../types";

type Fields = { streetAddress: string; suburb: string; country: string };

/** Street, suburb and country typed by hand, then geocoded on the server (Google or the gazetteer). */
export function ManualAddressForm({ initial, onCandidate }: { initial: Partial<Fields>; onCandidate: (candidate: AddressCandidate, located: boolean) => void }) {
  const [values, setValues] = useState<Fields>({ streetAddress: initial.streetAddress ?? "", suburb: initial.suburb ?? "", country: initial.country ?? "" });
  const { run, pending, fieldErrors: errors, setErrors } = useAction(geocodeAddressAction, {
    failure: { title: "Update Failed", fallback: "Failed to update address", serverTitle: true },
    onSuccess: (result) => onCandidate(result.candidate, result.located),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkManualAddress(values);
    if (!check.ok) {
      setErrors({ fieldErrors: check.fieldErrors });
      if (check.incomplete) toast({ title: "Incomplete Address", description: INCOMPLETE_ADDRESS_MESSAGE, variant: "destructive" });
      return;
    }
    await run(check.value);
  }

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <Field id="address-street" label="Street address" autoComplete="street-address" value={values.streetAddress} onChange={set("streetAddress")} maxLength={ADDRESS_LIMITS.street} error={errors.streetAddress} disabled={pending} />
      <Field id="address-suburb" label="Suburb" autoComplete="address-level2" value={values.suburb} onChange={set("suburb")} maxLength={ADDRESS_LIMITS.suburb} error={errors.suburb} disabled={pending} />
      <Field id="address-country" label="Country" autoComplete="country-name" value={values.country} onChange={set("country")} maxLength={ADDRESS_LIMITS.country} error={errors.country} disabled={pending} />
      <Button type="submit" disabled={pending}>
        {pending ? "Finding address..." : "Use This Address"}
      </Button>
    </form>
  );
}
