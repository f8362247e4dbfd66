"use client";
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from "../engine";
import { setPreferredCurrencyAction } from "../actions";

const AUTOMATIC = "auto";

/** Profile setting: show prices in a chosen currency, or "Automatic" to follow the saved location. */
export function CurrencySelect({ preferred }: { preferred: CurrencyCode | null }) {
  const id = useId();
  const router = useRouter();
  const [value, setValue] = useState<string>(preferred ?? AUTOMATIC);
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    const previous = value;
    setValue(next);
    startTransition(async () => {
      const result = await setPreferredCurrencyAction({ currency: next === AUTOMATIC ? null : next });
      if (!result.ok) {
        setValue(previous);
        toast({ title: result.title ?? "Update failed", description: result.formError ?? "Please try again.", variant: "destructive" });
        return;
      }
      toast({ title: "Currency updated", description: next === AUTOMATIC ? "Prices follow your location." : `Prices are shown in ${CURRENCIES[next as CurrencyCode].name}.`, variant: "success" });
      router.refresh();
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">Currency</label>
      <select
        id={id}
        value={value}
        disabled={pending}
        onChange={(e) => change(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100"
      >
        <option value={AUTOMATIC}>Automatic (from my location)</option>
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {CURRENCIES[code].name} ({CURRENCIES[code].symbol} {code})
          </option>
        ))}
      </select>
    </div>
  );
}
