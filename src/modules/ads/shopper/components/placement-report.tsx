import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { PLACEMENT_CARDS, type AdPlacement } from "../../schemas";
import { isPremiumFirst } from "../engine/premium-first";
import type { RankedAd } from "../types";
import { SponsoredAdCard } from "./sponsored-ad-card";

const VARIANT: Record<AdPlacement, "home" | "inline" | "coupon"> = { homepage: "home", category: "inline", coupon: "coupon" };

function Check({ ok, label }: { ok: boolean; label: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", ok ? "bg-brand-50 text-brand-800" : "bg-red-50 text-red-800")}>
      {ok ? <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" /> : <XCircle aria-hidden="true" className="h-3.5 w-3.5" />}
      {label}: {ok ? "Pass" : "Fail"}
    </span>
  );
}

/** One placement on /test-banner-qa: live preview (never counted), rotation order and the checks. */
export function PlacementReport({ placement, ads, maxPerPlacement }: { placement: AdPlacement; ads: RankedAd[]; maxPerPlacement: number }) {
  const card = PLACEMENT_CARDS[placement];
  const rotation = ads.filter((a) => a.inRotation);
  const headingId = `qa-${placement}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`qa-placement-${placement}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">{card.title}</h2>
        <p className="text-sm text-slate-600">{card.where}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Check ok={isPremiumFirst(rotation)} label="Premium first" />
        <Check ok={rotation.length <= maxPerPlacement} label={`At most ${maxPerPlacement} in rotation (${rotation.length})`} />
        <Check ok={rotation.every((a) => a.active)} label="Only active banners rotate" />
        <Check ok={new Set(rotation.map((a) => a.retailerId)).size === rotation.length} label="One banner per retailer" />
      </div>
      {rotation.length ? (
        <SponsoredAdCard ads={rotation} variant={VARIANT[placement]} headingId={`${headingId}-preview`} preview />
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">No active banners in this placement: shoppers see nothing here.</p>
      )}
      {ads.length ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">{card.title}: rotation order</caption>
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-2">#</th>
                <th scope="col" className="py-1 pr-2">Retailer</th>
                <th scope="col" className="py-1 pr-2">Tier</th>
                <th scope="col" className="py-1 pr-2">Banner text</th>
                <th scope="col" className="py-1 pr-2">Created</th>
                <th scope="col" className="py-1">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {ads.map((a) => (
                <tr key={a.id} className={a.inRotation ? "" : "text-slate-500"}>
                  <td className="py-1.5 pr-2 tabular-nums">{a.rank}</td>
                  <td className="py-1.5 pr-2 font-medium">{a.retailerName}</td>
                  <td className="py-1.5 pr-2">{a.isPremium ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">PREMIUM</span> : "Basic"}</td>
                  <td className="max-w-[16rem] truncate py-1.5 pr-2" title={a.bannerText}>{a.bannerText}</td>
                  <td className="py-1.5 pr-2 whitespace-nowrap">{a.createdAt.slice(0, 10)}</td>
                  <td className="py-1.5 whitespace-nowrap">{!a.active ? "Paused" : a.inRotation ? "In rotation" : "Waiting (rotation full or its retailer's other banner has the turn)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
