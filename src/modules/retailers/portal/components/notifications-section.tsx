"use client";
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { setEmailPreferenceAction } from "../actions";
import { EMAIL_PREFERENCES, type EmailPreferenceKey, type EmailPreferences } from "../schemas";

/** Four toggles, applied at once (optimistic) and rolled back with "Update failed" if the save fails. */
export function NotificationsSection({ initial }: { initial: EmailPreferences }) {
  const [prefs, setPrefs] = useState(initial);
  const { run, pendingInput } = useAction((input: { key: EmailPreferenceKey; value: boolean }) => setEmailPreferenceAction(input), {
    onSuccess: (res) => setPrefs(res.preferences),
    success: { title: "Preferences updated", variant: "success" },
    failure: () => ({ title: "Update failed", description: "Your preference was not changed. Please try again.", variant: "destructive" }),
  });
  const busy: EmailPreferenceKey | null = pendingInput?.key ?? null;

  async function change(key: EmailPreferenceKey, value: boolean) {
    const before = prefs;
    setPrefs({ ...prefs, [key]: value });
    if (!(await run({ key, value })).ok) setPrefs(before);
  }

  return (
    <ul className="divide-y divide-slate-100">
      {EMAIL_PREFERENCES.map((p) => (
        <li key={p.key} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <label htmlFor={`pref-${p.key}`} className="text-sm font-medium text-slate-900">{p.label}</label>
            <p id={`pref-${p.key}-hint`} className="text-xs text-slate-600">{p.hint}</p>
          </div>
          <Switch id={`pref-${p.key}`} aria-describedby={`pref-${p.key}-hint`} checked={prefs[p.key]} disabled={busy === p.key} onCheckedChange={(v) => void change(p.key, v)} />
        </li>
      ))}
    </ul>
  );
}
