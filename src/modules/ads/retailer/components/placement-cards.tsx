"use client";
import { useContext } from "react";
import { Check } from "lucide-react";
import { moneyInTerms, rateText } from "@/modules/billing/shared";
import { cn } from "@/lib/cn";
import { AD_PLACEMENTS, PLACEMENT_CARDS, type AdPlacement } from "../../schemas";
import { type PlacementBookings } from "@/modules/billing/shared";
import type { PlacementStanding } from "../standing";
import { PlacementTermsContext } from "./placement-terms";
import { PlacementBooking } from "./placement-booking";

export { PlacementTermsContext };

function Price({ placement, premium }: { placement: AdPlacement; premium: boolean }) {
  const card = PLACEMENT_CARDS[placement];
  const terms = useContext(PlacementTermsContext);
  const standard = moneyInTerms(card.standardUsd * 100, terms);
  const premiumPrice = moneyInTerms(card.premiumUsd * 100, terms);
  return (
    <span className="text-slate-900" data-testid="placement-price">
      <span className={cn(!premium && "font-bold")}>{standard.primary}/mo standard</span>
      {" · "}
      <span className={cn(premium && "font-bold")}>{premiumPrice.primary}/mo exclusive</span>
      {standard.charged ? <span className="block text-xs text-slate-600">{`US$${card.standardUsd} / US$${card.premiumUsd} charged in USD at 1 USD = ${rateText(terms.ratePerUsd)} ${terms.currency}`}</span> : null}
    </span>
  );
}

/**
 * The spec's three placement cards with their monthly prices: each is a product the retailer books
 * (decision 051) — its booking's status and dates, or the form to book it — and a banner to create there.
 */
export function PlacementOverview({ premium, onChoose, standing, bookings }: { premium: boolean; onChoose: (p: AdPlacement) => void; standing?: Record<AdPlacement, PlacementStanding>; bookings?: PlacementBookings }) {
  return (
    <>
    {bookings?.isDemo ? <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900" data-testid="placement-demo-note">Demo account: your banners run in every placement without a booking, and a booking (for exclusivity) is recorded with no charge — Demo Access – No Billing.</p> : null}
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
            {bookings ? <PlacementBooking placement={p} booking={bookings.byPlacement[p]} premium={premium} isDemo={bookings.isDemo} /> : null}
            <button type="button" onClick={() => onChoose(p)} className="mt-2 self-start rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50">
              Create a {card.title.replace(/ Banner$/, "").toLowerCase()} banner
            </button>
          </li>
        );
      })}
    </ul>
    </>
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
