import { cn } from "@/lib/cn";
import type { InputHTMLAttributes } from "react";

/** A labelled input with an error slot wired through aria-describedby. */
export function Field({ label, error, id, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error?: string | null }) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 disabled:bg-slate-100"
        {...props}
      />
      <p id={errorId} aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
    </div>
  );
}
