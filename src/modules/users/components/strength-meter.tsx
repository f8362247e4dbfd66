"use client";
import { cn } from "@/lib/cn";
import { passwordStrength, strengthLabel, STRENGTH_MAX } from "../password-strength";

const BAR_COLOURS = ["bg-red-500", "bg-red-500", "bg-red-500", "bg-amber-500", "bg-amber-500", "bg-brand-600", "bg-brand-700"];

/** Live password strength: score out of 6 and what is still missing. */
export function StrengthMeter({ id, password }: { id: string; password: string }) {
  const { score, hints } = passwordStrength(password);
  return (
    <div id={id} className="-mt-2 mb-2 flex flex-col gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: STRENGTH_MAX }, (_, i) => (
          <span key={i} className={cn("h-1.5 flex-1 rounded-full", i < score ? BAR_COLOURS[score] : "bg-slate-200")} />
        ))}
      </div>
      <p className="text-xs text-slate-700">
        Password strength: <span data-testid="strength-score">{score}/{STRENGTH_MAX}</span> · {strengthLabel(score)}
      </p>
      {hints.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-slate-600">
          {hints.map((h) => <li key={h}>{h}</li>)}
        </ul>
      ) : null}
    </div>
  );
}
