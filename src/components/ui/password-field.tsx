"use client";
import { useState } from "react";

/** A password input with a show/hide toggle and an error slot. The value is never trimmed. */
export function PasswordField({
  id, label, value, onChange, error, disabled, autoComplete, describedBy,
}: {
  id: string; label: string; value: string; onChange: (v: string) => void; error?: string | null; disabled?: boolean;
  autoComplete: "current-password" | "new-password"; describedBy?: string;
}) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, describedBy].filter(Boolean).join(" ")}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 pr-16 text-sm focus:border-brand-600 disabled:bg-slate-100"
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          disabled={disabled}
          className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-600 hover:text-slate-900"
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      <p id={errorId} aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
    </div>
  );
}
