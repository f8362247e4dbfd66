"use client";
import { useId, useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from "../engine";
import type { ActionResult } from "@/server/action";

const AUTOMATIC = "auto";

/** Profile setting: show prices in a chosen currency, or "Automatic" to follow the saved location. */
/** `save`: the server action that stores the choice on the profile (the users module's, passed by the page). */
export function CurrencySelect({ preferred, save }: { preferred: CurrencyCode | null; save: (input: { currency: string | null }) => Promise<ActionResult<{ currency: CurrencyCode | null }>> }) {
  const id = useId();
  const [value, setValue] = useState<string>(preferred ?? AUTOMATIC);
  const { run, pending } = useAction((input: { currency: string | null }) => save(input), {
    failure: { title: "Update failed", serverTitle: true },
    success: (_res, { currency }) => ({ title: "Currency updated", description: currency === null ? "Prices follow your location." : `Prices are shown in ${CURRENCIES[currency as CurrencyCode].name}.`, variant: "success" }),
    refresh: true,
  });

  async function change(next: string) {
    const previous = value;
    setValue(next);
    if (!(await run({ currency: next === AUTOMATIC ? null : next })).ok) setValue(previous);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">Currency</label>
      <select
        id={id}
        value={value}
        disabled={pending}
        onChange={(e) => void change(e.target.value)}
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
