"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { saveAlertSettingsAction } from "../actions";
import { ALERT_SETTINGS_MESSAGES } from "../schemas";

export interface AlertSettingsView { thresholdPct: number; includeRises: boolean; chosen: boolean }

/**
 * Profile → Price alerts: how big a change of a watched price must be to tell the shopper, and
 * whether rises count too. Saved by the server, which validates the threshold again.
 */
export function AlertSettingsForm({ initial }: { initial: AlertSettingsView }) {
  const [threshold, setThreshold] = useState(String(initial.thresholdPct));
  const [rises, setRises] = useState(initial.includeRises);
  const [chosen, setChosen] = useState(initial.chosen);
  const save = useAction(saveAlertSettingsAction, {
    onSuccess: (res) => setChosen(res.settings.chosen),
    success: { title: "Price alerts updated", variant: "success" },
    failure: { title: "Price alerts not saved" },
  });
  const error = save.fieldErrors.thresholdPct;

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(threshold);
    if (!/^\d+$/.test(threshold.trim()) || n < 1 || n > 90) {
      save.setErrors({ fieldErrors: { thresholdPct: ALERT_SETTINGS_MESSAGES.threshold } });
      return;
    }
    void save.run({ thresholdPct: n, includeRises: rises });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="alert-settings">
      <p className="text-xs text-slate-600">
        {chosen
          ? "Watched items tell you when their price at a store near you changes by at least this much."
          : "Until you save a setting, watched items tell you about every price drop, however small."}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="alert-threshold" className="text-sm font-medium text-slate-900">Smallest change (%)</label>
          <input
            id="alert-threshold"
            inputMode="numeric"
            className="w-24 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="alert-threshold-error"
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Switch id="alert-rises" checked={rises} onCheckedChange={setRises} aria-describedby="alert-rises-hint" />
          <label htmlFor="alert-rises" className="text-sm font-medium text-slate-900">Tell me about rises too</label>
        </div>
      </div>
      <p id="alert-rises-hint" className="sr-only">Also notify when a watched price goes up by at least the same percentage.</p>
      <p id="alert-threshold-error" aria-live="polite" className="text-sm text-red-700">{error ?? ""}</p>
      <div>
        <Button type="submit" disabled={save.pending}>{save.pending ? "Saving..." : "Save price alerts"}</Button>
      </div>
    </form>
  );
}
