"use client";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { statusTone } from "../format";

/** A date in the viewer's own time zone (server and browser may differ, so the text may change once hydrated). */
export function LocalTime({ iso, fallback = "Never" }: { iso: string | null; fallback?: string }) {
  if (!iso) return <span>{fallback}</span>;
  const d = new Date(iso);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
    </time>
  );
}

export function StatusIcon({ status }: { status: string }) {
  const tone = statusTone(status);
  if (tone === "active") return <CheckCircle2 aria-label="active" className="size-5 shrink-0 text-green-600" />;
  if (tone === "failed") return <XCircle aria-label="failed" className="size-5 shrink-0 text-red-600" />;
  return <Clock aria-label={status} className="size-5 shrink-0 text-amber-500" />;
}

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = statusTone(status);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        tone === "active" && "bg-green-100 text-green-800",
        tone === "failed" && "bg-red-100 text-red-800",
        tone === "pending" && "bg-amber-100 text-amber-800",
      )}
    >
      {label ?? status}
    </span>
  );
}

export function Badge({ tone, children }: { tone: "green" | "red" | "slate" | "blue"; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        tone === "green" && "bg-green-100 text-green-800",
        tone === "red" && "bg-red-100 text-red-800",
        tone === "slate" && "bg-slate-100 text-slate-700",
        tone === "blue" && "bg-blue-100 text-blue-800",
      )}
    >
      {children}
    </span>
  );
}

export const STORE_TYPE_LABEL: Record<string, string> = {
  supermarket: "Supermarket",
  grocery: "Grocery",
  butcher: "Butcher",
  greengrocer: "Greengrocer",
  fishmonger: "Fishmonger",
};
