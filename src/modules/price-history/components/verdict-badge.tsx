import type { Verdict } from "../engine/verdict";
import { verdictLabel } from "../engine/verdict";
import { cn } from "@/lib/cn";

const TONE: Record<Verdict["kind"], string> = {
  "not-enough-history": "bg-slate-100 text-slate-700",
  lowest: "bg-emerald-100 text-emerald-900",
  "below-usual": "bg-emerald-50 text-emerald-900",
  usual: "bg-slate-100 text-slate-800",
  "above-usual": "bg-red-50 text-red-800",
};

/** The server's verdict on one product line, with a "Real deal" badge only when the engine says so. */
export function VerdictBadge({ verdict, className }: { verdict: Verdict; className?: string }) {
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1", className)} data-testid="price-verdict" data-kind={verdict.kind}>
      {verdict.realDeal ? <span className="rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white">Real deal</span> : null}
      <span className={cn("rounded px-1.5 py-0.5 text-xs font-medium", TONE[verdict.kind])}>{verdictLabel(verdict)}</span>
    </span>
  );
}
