"use client";
import { cn } from "@/lib/cn";
import type { SponsoredAd } from "../queries";
import { useRotation } from "./use-rotation";

export function SponsoredAds({ ads }: { ads: readonly SponsoredAd[] }) {
  const { index, goTo, autoplaying, containerProps } = useRotation(ads.length);
  if (ads.length === 0) return null;
  const ad = ads[index];
  return (
    <section aria-labelledby="sponsored-heading" className="touch-pan-y rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" {...containerProps}>
      <h2 id="sponsored-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-600">Sponsored</h2>
      <div aria-live={autoplaying ? "off" : "polite"} className="mt-2 min-h-24" data-testid="sponsored-ad">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-bold text-slate-900">{ad.retailerName}</p>
          {ad.isPremium ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">PREMIUM</span> : null}
        </div>
        <p className="mt-1 text-sm text-slate-700">{ad.bannerText}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {ad.cta ? <span className="text-sm font-semibold text-brand-800">{ad.cta}</span> : null}
          <a
            href={`/store/${encodeURIComponent(ad.retailerId)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
          >
            Find Store<span className="sr-only">{` ${ad.retailerName} (opens in a new tab)`}</span>
          </a>
        </div>
      </div>
      {ads.length > 1 ? (
        <div className="mt-2 flex gap-1">
          {ads.map((a, i) => (
            <button key={a.id} type="button" onClick={() => goTo(i)} aria-label={`Show sponsor ${i + 1} of ${ads.length}`} aria-current={i === index ? "true" : undefined} className="flex size-6 items-center justify-center">
              <span aria-hidden="true" className={cn("block h-2 rounded-full", i === index ? "w-5 bg-brand-700" : "w-2 bg-slate-300")} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
