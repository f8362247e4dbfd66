"use client";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { AD_PLACEMENTS, PLACEMENT_CARDS, type AdPlacement } from "../../schemas";

/** The three placements with the spec's monthly prices; one is chosen and stored on the banner. */
export function PlacementCards({ value, onChange, premium, name = "placement" }: { value: AdPlacement; onChange: (p: AdPlacement) => void; premium: boolean; name?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Placement</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {AD_PLACEMENTS.map((p) => {
          const card = PLACEMENT_CARDS[p];
          const checked = value === p;
          return (
            <label
              key={p}
              className={cn(
                "relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 bg-white p-3 text-sm focus-within:ring-2 focus-within:ring-brand-600",
                checked ? "border-brand-700" : "border-slate-200 hover:border-slate-300",
              )}
            >
              <input type="radio" name={name} value={p} checked={checked} onChange={() => onChange(p)} className="sr-only" />
              <span className="flex items-start justify-between gap-2 font-semibold text-slate-900">
                {card.title}
                {checked ? <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" /> : null}
              </span>
              <span className="text-slate-600">{card.where}</span>
              <span className="mt-1 text-slate-900">
                <span className={cn(!premium && "font-bold")}>${card.standardUsd}/mo standard</span>
                {" · "}
                <span className={cn(premium && "font-bold")}>${card.premiumUsd}/mo premium</span>
              </span>
              <span className="text-xs text-slate-600">{card.note}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
