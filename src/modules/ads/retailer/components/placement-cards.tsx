"use client";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { AD_PLACEMENTS, PLACEMENT_CARDS, type AdPlacement } from "../../schemas";
import type { PlacementStanding } from "../standing";

function Price({ placement, premium }: { placement: AdPlacement; premium: boolean }) {
  const card = PLACEMENT_CARDS[placement];
  return (
    <span className="text-slate-900">
      <span className={cn(!premium && "font-bold")}>${card.standardUsd}/mo standard</span>
      {" · "}
      <span className={cn(premium && "font-bold")}>${card.premiumUsd}/mo premium</span>
    </span>
  );
}

/** The spec's three placement cards with their monthly prices; choosing one starts a banner there. */
export function PlacementOverview({ premium, onChoose, standing }: { premium: boolean; onChoose: (p: AdPlacement) => void; standing?: Record<AdPlacement, PlacementStanding> }) {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {AD_PLACEMENTS.map((p) => {
        const card = PLACEMENT_CARDS[p];
        return (
          <li key={p} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <h3 className="font-semibold text-slate-900">{card.title}</h3>
            <p className="text-slate-600">{card.where}</p>
            <Price placement={p} premium={premium} />
            <p className="text-xs text-slate-600">{card.note}</p>
            {standing ? (
              <div className="mt-1 flex flex-col gap-0.5 border-t border-slate-100 pt-2 text-xs" data-testid={`placement-standing-${p}`}>
                <p className="text-slate-800"><strong className="tabular-nums">{standing[p].reach}</strong> {standing[p].reach === 1 ? "shopper" : "shoppers"} in range reached (last 30 days, counted impressions)</p>
                {standing[p].summary ? <p className="text-slate-700">{standing[p].summary}</p> : null}
              </div>
            ) : null}
            <button type="button" onClick={() => onChoose(p)} className="mt-2 self-start rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50">
              Create a {card.title.replace(/ Banner$/, "").toLowerCase()} banner
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The placement choice inside the banner form (stored on the banner). */
export function PlacementCards({ value, onChange, premium, name = "placement" }: { value: AdPlacement; onChange: (p: AdPlacement) => void; premium: boolean; name?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Placement</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {AD_PLACEMENTS.map((p) => {
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
                {PLACEMENT_CARDS[p].title}
                {checked ? <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" /> : null}
              </span>
              <Price placement={p} premium={premium} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
