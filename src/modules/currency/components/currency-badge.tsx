"use client";
import { cn } from "@/lib/cn";
import { useCurrency } from "./currency-provider";

/** "NZ$ NZD" chip showing which currency prices are displayed in. */
export function CurrencyBadge({ className }: { className?: string }) {
  const { info, loading, rates } = useCurrency();
  const approximate = rates.usingFallback;
  return (
    <span
      data-testid="currency-badge"
      title={`Prices shown in ${info.name}${approximate ? " (approximate exchange rates)" : ""}`}
      aria-label={`Currency: ${info.name} (${info.code})`}
      aria-busy={loading || undefined}
      className={cn("inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs font-semibold text-slate-800", className)}
    >
      <span aria-hidden="true">{info.symbol}</span>
      {info.code}
      {approximate ? <span aria-hidden="true" className="font-normal text-slate-500">≈</span> : null}
    </span>
  );
}

/** The quiet note shown near converted prices while approximate (fallback) rates are in use. */
export function ApproximateRatesNote({ className }: { className?: string }) {
  const { rates } = useCurrency();
  if (!rates.usingFallback) return null;
  return <p className={cn("text-xs text-slate-500", className)}>Approximate exchange rates</p>;
}
