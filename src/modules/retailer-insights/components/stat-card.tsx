import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export function StatCard({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <span>{label}</span>
        {icon}
      </div>
      <p className="text-2xl font-bold tabular-nums text-slate-900">{value}</p>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </Card>
  );
}

export const formatRate = (pct: number | null) => (pct === null ? "—" : `${pct.toFixed(1)}%`);
export const formatUsd = (cents: number) => `US$${(cents / 100).toFixed(2)}`;
export const formatCount = (n: number) => n.toLocaleString("en-US");
