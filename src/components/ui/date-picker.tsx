"use client";
import { useState, type CSSProperties } from "react";
import { DayPicker, type Matcher } from "react-day-picker";
import "react-day-picker/style.css";
import { CalendarDays } from "lucide-react";
import { cn } from "@/lib/cn";
import { fromIsoDay, toIsoDay } from "@/lib/iso-day";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

const display = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

export interface DatePickerProps {
  id?: string;
  /** Submitted as "YYYY-MM-DD" through a hidden input when set. */
  name?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Days before today cannot be picked (e.g. an offer's end date). */
  disablePast?: boolean;
  /** Extra days that cannot be picked. */
  disabled?: Matcher | Matcher[];
  invalid?: boolean;
  describedBy?: string;
  "aria-label"?: string;
  className?: string;
}

/**
 * A date field: a button showing the chosen day that opens a react-day-picker calendar in a
 * popover (arrow keys move by day/week, PageUp/PageDown by month, Escape closes and focus
 * returns to the button). Controlled (`value`/`onChange`) or uncontrolled with `name`.
 */
export function DatePicker({ id, name, value, onChange, placeholder = "Pick a date", disablePast = false, disabled, invalid, describedBy, className, ...rest }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [own, setOwn] = useState<string | undefined>(value);
  const current = value !== undefined || onChange ? value : own;
  const selected = fromIsoDay(current);
  const rules: Matcher[] = [];
  if (disablePast) {
    const today = new Date();
    rules.push({ before: new Date(today.getFullYear(), today.getMonth(), today.getDate()) });
  }
  if (disabled) rules.push(...(Array.isArray(disabled) ? disabled : [disabled]));

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        type="button"
        aria-label={rest["aria-label"]}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          "inline-flex items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm focus:border-brand-600 aria-[invalid=true]:border-red-600",
          selected ? "text-slate-900" : "text-slate-500",
          className,
        )}
      >
        <span>{selected ? display.format(selected) : placeholder}</span>
        <CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-500" />
      </PopoverTrigger>
      {name ? <input type="hidden" name={name} value={current ?? ""} /> : null}
      <PopoverContent className="w-auto p-2" aria-label={`Choose ${rest["aria-label"] ?? "a date"}`}>
        <DayPicker
          mode="single"
          selected={selected}
          defaultMonth={selected}
          disabled={rules.length > 0 ? rules : undefined}
          onSelect={(d) => {
            const next = d ? toIsoDay(d) : undefined;
            setOwn(next);
            onChange?.(next);
            setOpen(false);
          }}
          autoFocus
          style={{ "--rdp-accent-color": "var(--color-brand-700)", "--rdp-accent-background-color": "var(--color-brand-50)", "--rdp-day-height": "2.5rem", "--rdp-day-width": "2.5rem", "--rdp-day_button-height": "2.375rem", "--rdp-day_button-width": "2.375rem" } as CSSProperties}
        />
      </PopoverContent>
    </Popover>
  );
}
