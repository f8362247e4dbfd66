"use client";
import { useState, type FormEvent } from "react";
import { ImageUp } from "lucide-react";
import { Button } from "@/components/ui/button";

const pickerClass =
  "inline-flex w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500";

/** The ways in besides the camera: a photo of the barcode, or the digits printed under it. */
export function BarcodeEntry({ disabled, onPhoto, onTyped }: { disabled: boolean; onPhoto: (file: File | undefined) => void; onTyped: (digits: string) => string | null }) {
  const [digits, setDigits] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = onTyped(digits);
    setError(problem);
    if (!problem) setDigits("");
  };
  return (
    <div className="flex flex-col gap-3">
      <label className={pickerClass}>
        <ImageUp aria-hidden="true" className="h-5 w-5" /> Upload a photo
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={disabled}
          onChange={(e) => {
            onPhoto(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </label>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <label htmlFor="barcode-digits" className="text-sm font-medium text-slate-800">Or type the numbers under the barcode</label>
        <div className="flex gap-2">
          <input
            id="barcode-digits"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder="8, 12 or 13 digits"
            value={digits}
            disabled={disabled}
            onChange={(e) => setDigits(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="barcode-digits-error"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm tabular-nums focus:border-brand-600 disabled:bg-slate-100"
          />
          <Button type="submit" variant="outline" disabled={disabled || digits.trim() === ""}>Look up</Button>
        </div>
        <p id="barcode-digits-error" aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
      </form>
    </div>
  );
}
