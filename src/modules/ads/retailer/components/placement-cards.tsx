"use client";
import { createContext, useContext } from "react";
import { Check } from "lucide-react";
import { moneyInTerms, rateText, type RetailerTerms } from "@/modules/billing/shared";
import { cn } from "@/lib/cn";
import { AD_PLACEMENTS, PLACEMENT_CARDS, type AdPlacement } from "../../schemas";
import type { PlacementStanding } from "../standing";

/**
 * The retailer's currency and the rate the placement prices are shown at (issue 24 item 8): the
 * banners page provides it; USD (the prices as charged) when nothing does.
 */
export const PlacementTermsContext = createContext<RetailerTerms>({ currency: "USD", timeZone: "UTC", ratePerUsd: 1 });

function Price({ placement, premium }: { placement: AdPlacement; premium: boolean }) {
  const card = PLACEMENT_CARDS[placement];
  const terms = useContext(PlacementTermsContext);
  const standard = moneyInTerms(card.standardUsd * 100, terms);
  const premiumPrice = moneyInTerms(card.premiumUsd * 100, terms);
  return (
    <span className="text-slate-900" data-testid="placement-price">
      <span className={cn(!premium && "font-bold")}>{standard.primary}/mo standard</span>
      {" · "}
      <span className={cn(premium && "font-bold")}>{premiumPrice.primary}/mo premium</span>
      {standard.charged ? <span className="block text-xs text-slate-600">{`US$${card.standardUsd} / US$${card.premiumUsd} charged in USD at 1 USD = ${rateText(terms.ratePerUsd)} ${terms.currency}`}</span> : null}
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
