"use client";
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setStoreScheduleAction } from "../actions";
import type { AdminStoreDto } from "../queries";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function describeSchedule(s: NonNullable<AdminStoreDto["schedule"]>, timeZone: string): string {
  const when = s.frequency === "weekly" ? `Weekly on ${WEEKDAYS[s.weekday ?? 1]}` : "Daily";
  return `${when} at ${s.runAt} (${timeZone})${s.paused ? " · paused" : ""}`;
}

/** The store card's schedule: what it is, the next run in the store's zone, and an editor with pause / resume. */
export function ScheduleLine({ store }: { store: AdminStoreDto }) {
  const router = useRouter();
  const ids = { freq: useId(), time: useId(), day: useId(), err: useId() };
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<"daily" | "weekly">(store.schedule?.frequency ?? "daily");
  const [runAt, setRunAt] = useState(store.schedule?.runAt ?? "03:00");
  const [weekday, setWeekday] = useState(store.schedule?.weekday ?? 1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(paused: boolean) {
    setBusy(true);
    setError(null);
    try {
      const res = await setStoreScheduleAction({ storeId: store.id, frequency, runAt, weekday: frequency === "weekly" ? weekday : null, paused });
      if (res.ok) {
        toast({ title: paused ? "Schedule paused" : "Schedule saved", variant: "success" });
        setOpen(false);
        router.refresh();
      } else setError(res.fieldErrors?.runAt?.[0] ?? res.formError ?? "Could not save the schedule");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-1 text-sm text-slate-600" data-testid="store-schedule">
      <p>
        {store.schedule ? describeSchedule(store.schedule, store.timeZone) : "No schedule"}
        {store.nextRunLabel ? <span className="block">Next run: {store.nextRunLabel}</span> : null}
      </p>
      {open ? (
        <div className="space-y-2 rounded-lg border border-slate-200 p-2">
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-xs font-medium text-slate-800" htmlFor={ids.freq}>
              Frequency
              <select id={ids.freq} className="rounded border border-slate-300 px-2 py-1 text-sm" value={frequency} onChange={(e) => setFrequency(e.target.value as "daily" | "weekly")}>
                <option value="daily">Daily</option>
                <option value="weekly">Weekly</option>
              </select>
            </label>
            {frequency === "weekly" ? (
              <label className="flex flex-col text-xs font-medium text-slate-800" htmlFor={ids.day}>
                Day
                <select id={ids.day} className="rounded border border-slate-300 px-2 py-1 text-sm" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
                  {WEEKDAYS.map((d, i) => <option key={d} value={i}>{d}</option>)}
                </select>
              </label>
            ) : null}
            <label className="flex flex-col text-xs font-medium text-slate-800" htmlFor={ids.time}>
              Time ({store.timeZone})
              <input id={ids.time} type="time" className="rounded border border-slate-300 px-2 py-1 text-sm" value={runAt} onChange={(e) => setRunAt(e.target.value)} aria-describedby={ids.err} />
            </label>
          </div>
          <p id={ids.err} aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
          <div className="flex flex-wrap gap-2">
            <Button className="py-1" onClick={() => save(false)} disabled={busy}>{store.schedule?.paused ? "Save and resume" : "Save schedule"}</Button>
            <Button variant="outline" className="py-1" onClick={() => setOpen(false)} disabled={busy}>Cancel</Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" className="py-1" onClick={() => setOpen(true)} aria-label={`Schedule ${store.name}`}>Schedule</Button>
          {store.schedule ? (
            <Button variant="outline" className="py-1" onClick={() => save(!store.schedule!.paused)} disabled={busy} aria-label={`${store.schedule.paused ? "Resume" : "Pause"} ${store.name}`}>
              {store.schedule.paused ? "Resume" : "Pause"}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
