"use client";
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { setEmailPreferenceAction } from "../actions";
import { EMAIL_PREFERENCES, type EmailPreferenceKey, type EmailPreferences } from "../schemas";

/** Four toggles, applied at once (optimistic) and rolled back with "Update failed" if the save fails. */
export function NotificationsSection({ initial }: { initial: EmailPreferences }) {
  const [prefs, setPrefs] = useState(initial);
  const [busy, setBusy] = useState<EmailPreferenceKey | null>(null);

  async function change(key: EmailPreferenceKey, value: boolean) {
    const before = prefs;
    setPrefs({ ...prefs, [key]: value });
    setBusy(key);
    try {
      const res = await setEmailPreferenceAction({ key, value });
      if (!res.ok) throw new Error(res.formError);
      setPrefs(res.preferences);
      toast({ title: "Preferences updated", variant: "success" });
    } catch {
      setPrefs(before);
      toast({ title: "Update failed", description: "Your preference was not changed. Please try again.", variant: "destructive" });
    } finally {
      setBusy(null);
    }
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
