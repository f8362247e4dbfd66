"use client";
import { useRef } from "react";
import { ExternalLink, MapPin, Store, Ticket } from "lucide-react";
import { cn } from "@/lib/cn";
import { buttonClass } from "@/components/ui/button";
import { flushTracked, track } from "@/modules/analytics/client";
import { useSeenOnce } from "@/modules/analytics/client";
import { adClickHref, type AdClickTarget } from "@/modules/analytics/shared";
import type { SponsoredAd } from "../types";
import { useRotation } from "@/components/ui/use-rotation";

type Variant = "home" | "inline" | "coupon";

const HEADINGS: Record<Variant, string> = { home: "Sponsored", inline: "Sponsored", coupon: "Featured retailer" };

/**
 * A placement's rotating sponsored banner. Each ad reports its impression (with the signed token
 * the server issued) the first time it is at least half on screen; its links go through the
 * server's click redirect, which alone decides whether a click counts (decision 032).
 */
export function SponsoredAdCard({ ads, variant, headingId, preview = false }: { ads: readonly SponsoredAd[]; variant: Variant; headingId: string; preview?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const { index, goTo, autoplaying, containerProps } = useRotation(ads.length);
  const ad = ads.length ? ads[index] : null;
  // Previews (the QA screen) never count: retailers are billed against these numbers.
  const tokens = new Map(ads.map((a) => [a.id, a.token]));
  useSeenOnce(ref, preview ? null : (ad?.token ? ad.id : null), (adId) => {
    const token = tokens.get(adId);
    if (token) track({ type: "ad_impression", token });
  });
  if (!ad) return null;
  // A counted click needs its impression: send a still-queued impression before the redirect is followed.
  const click = () => {
    if (!preview) flushTracked();
  };
  const href = (target: AdClickTarget, direct: string) => (ad.token && !preview ? adClickHref(ad.token, target) : direct);
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-testid={`sponsored-${variant}`}
      data-ad-id={ad.id}
      className={cn(
        "rounded-2xl border p-4 shadow-sm",
        variant === "coupon" ? "border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5" : variant === "inline" ? "border-slate-200 bg-slate-50" : "border-slate-200 bg-white",
      )}
      {...containerProps}
    >
      <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">{HEADINGS[variant]}</h2>
      <div aria-live={autoplaying ? "off" : "polite"} aria-roledescription="slide" aria-label={`${index + 1} of ${ads.length}`} className="mt-2 flex min-h-24 gap-3" data-testid="sponsored-ad">
        {ad.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- retailer logos are already scaled to ≤500 px on upload
          <img src={ad.logoUrl} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 bg-white object-contain" />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className={cn("font-bold text-slate-900", variant === "inline" ? "text-base" : "text-lg")}>{ad.retailerName}</p>
            {ad.isPremium ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">PREMIUM</span> : null}
          </div>
          <p className="mt-1 break-words text-sm text-slate-700">{ad.bannerText}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {ad.cta ? (
              ad.clickUrl ? (
                <a href={href("cta", ad.clickUrl)} {...newTab} onClick={click} className={buttonClass("outline", "px-3 py-1.5")}>
                  {ad.cta}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                  <span className="sr-only"> (opens {new URL(ad.clickUrl).hostname} in a new tab)</span>
                </a>
              ) : (
                <span className="text-sm font-semibold text-brand-800">{ad.cta}</span>
              )
            ) : null}
            {variant === "coupon" ? (
              <>
                <a href={href("coupons", `/retailer/${ad.retailerId}/coupons`)} {...newTab} onClick={click} className={buttonClass("primary", "px-3 py-1.5")}>
                  <Ticket aria-hidden="true" className="h-4 w-4" />
                  Redeem Now<span className="sr-only">{` at ${ad.retailerName} (opens in a new tab)`}</span>
                </a>
                <a href={href("store", `/store/${ad.retailerId}`)} {...newTab} onClick={click} className={buttonClass("outline", "px-3 py-1.5")}>
                  <Store aria-hidden="true" className="h-4 w-4" />
                  Visit Store<span className="sr-only">{` ${ad.retailerName} (opens in a new tab)`}</span>
                </a>
              </>
            ) : (
              <a href={href("store", `/store/${ad.retailerId}`)} {...newTab} onClick={click} className={buttonClass("primary", "px-3 py-1.5")}>
                <MapPin aria-hidden="true" className="h-4 w-4" />
                Find Store<span className="sr-only">{` ${ad.retailerName} (opens in a new tab)`}</span>
              </a>
            )}
          </div>
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
