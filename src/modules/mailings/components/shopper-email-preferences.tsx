"use client";
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { setShopperEmailPreferenceAction } from "../actions";
import { MAIL_CATEGORIES, SHOPPER_MAIL_CATEGORIES, type ShopperEmailPreferences, type ShopperMailCategory } from "../kinds";

/** Profile → E-mail preferences: each toggle saves at once and rolls back if the save fails. */
export function ShopperEmailPreferencesForm({ initial }: { initial: ShopperEmailPreferences }) {
  const [prefs, setPrefs] = useState(initial);
  const { run, pendingInput } = useAction((input: { category: ShopperMailCategory; value: boolean }) => setShopperEmailPreferenceAction(input), {
    onSuccess: (res) => setPrefs(res.preferences),
    success: { title: "Preferences updated", variant: "success" },
    failure: () => ({ title: "Update failed", description: "Your preference was not changed. Please try again.", variant: "destructive" }),
  });
  const busy = pendingInput?.category ?? null;

  async function change(category: ShopperMailCategory, value: boolean) {
    const before = prefs;
    setPrefs({ ...prefs, [category]: value });
    if (!(await run({ category, value })).ok) setPrefs(before);
  }

  return (
    <ul className="divide-y divide-slate-100" data-testid="shopper-email-preferences">
      {SHOPPER_MAIL_CATEGORIES.map((c) => (
        <li key={c} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <label htmlFor={`mail-${c}`} className="text-sm font-medium text-slate-900">{MAIL_CATEGORIES[c].label}</label>
            <p id={`mail-${c}-hint`} className="text-xs text-slate-600">{MAIL_CATEGORIES[c].hint}</p>
          </div>
          <Switch id={`mail-${c}`} aria-describedby={`mail-${c}-hint`} checked={prefs[c]} disabled={busy === c} onCheckedChange={(v) => void change(c, v)} />
        </li>
      ))}
    </ul>
  );
}
