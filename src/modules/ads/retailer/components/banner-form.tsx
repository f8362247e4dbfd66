"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { BANNER_LIMITS, BANNER_MESSAGES, BANNER_REACH_KM, parseClickUrl, type AdPlacement } from "../../schemas";
import type { RetailerBanner } from "../queries";
import { createBannerAction, updateBannerAction } from "../actions";
import { PlacementCards } from "./placement-cards";

/** Create (no `banner`) or edit a banner. Validation mirrors the server's; the server decides. */
export function BannerForm({ banner, initialPlacement, premium, onDone, onCancel, idPrefix }: { banner?: RetailerBanner; initialPlacement?: AdPlacement; premium: boolean; onDone: (b: RetailerBanner) => void; onCancel: () => void; idPrefix: string }) {
  const [placement, setPlacement] = useState<AdPlacement>(banner?.placement ?? initialPlacement ?? "homepage");
  const [bannerText, setBannerText] = useState(banner?.bannerText ?? "");
  const [cta, setCta] = useState(banner?.cta ?? "");
  const [clickUrl, setClickUrl] = useState(banner?.clickUrl ?? "");
  const [reachKm, setReachKm] = useState<number | null>(banner?.reachKm ?? null);
  const { run, pending, fieldErrors: errors, setErrors } = useAction(
    (input: { placement: AdPlacement; bannerText: string; cta: string; clickUrl: string; reachKm: number | null; exclusive: boolean }) => (banner ? updateBannerAction({ ...input, adId: banner.id }) : createBannerAction(input)),
    {
      failure: (res) => ({ title: res.code === "INVALID_INPUT" ? "Validation Error" : banner ? "Error updating banner" : "Error creating banner", description: res.formError, variant: "destructive" }),
      success: banner ? { title: "Banner Ad Updated", description: "Your changes are live.", variant: "success" } : { title: "Banner Ad Created", description: "Your banner ad is now live across the app", variant: "success" },
      onSuccess: (res) => onDone(res.banner),
    },
  );
  const id = (f: string) => `${idPrefix}-${f}`;

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!bannerText.trim()) {
      setErrors({ fieldErrors: { bannerText: BANNER_MESSAGES.textRequired } });
      toast({ title: "Validation Error", description: BANNER_MESSAGES.textRequired, variant: "destructive" });
      return;
    }
    if (parseClickUrl(clickUrl) === undefined) {
      setErrors({ fieldErrors: { clickUrl: BANNER_MESSAGES.urlInvalid } });
      toast({ title: "Validation Error", description: BANNER_MESSAGES.urlInvalid, variant: "destructive" });
      return;
    }
    void run({ placement, bannerText, cta, clickUrl, reachKm, exclusive: false });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={banner ? "Edit banner" : "Create banner"} className="flex flex-col gap-3">
      <PlacementCards value={placement} onChange={setPlacement} premium={premium} name={id("placement")} />
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={id("text")} className="text-sm font-medium text-slate-800">Banner text *</label>
          <span className="text-xs tabular-nums text-slate-600" aria-live="polite">{bannerText.length}/{BANNER_LIMITS.text}</span>
        </div>
        <textarea
          id={id("text")}
          rows={2}
          value={bannerText}
          maxLength={BANNER_LIMITS.text}
          onChange={(e) => setBannerText(e.target.value)}
          disabled={pending}
          aria-invalid={errors.bannerText ? true : undefined}
          aria-describedby={id("text-error")}
          placeholder="e.g. Fresh snapper this weekend — 20% off at the counter"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 disabled:bg-slate-100"
        />
        <p id={id("text-error")} aria-live="polite" className="min-h-4 text-xs text-red-700">{errors.bannerText ?? ""}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={id("cta")} className="text-sm font-medium text-slate-800">Call to action (optional)</label>
            <span className="text-xs tabular-nums text-slate-600">{cta.length}/{BANNER_LIMITS.cta}</span>
          </div>
          <input id={id("cta")} value={cta} maxLength={BANNER_LIMITS.cta} onChange={(e) => setCta(e.target.value)} disabled={pending} aria-describedby={id("cta-error")} placeholder="e.g. Shop now"
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 disabled:bg-slate-100" />
          <p id={id("cta-error")} aria-live="polite" className="min-h-4 text-xs text-red-700">{errors.cta ?? ""}</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id("url")} className="text-sm font-medium text-slate-800">Click-through link (optional)</label>
          <input id={id("url")} type="url" inputMode="url" value={clickUrl} maxLength={BANNER_LIMITS.url} onChange={(e) => setClickUrl(e.target.value)} disabled={pending}
            aria-invalid={errors.clickUrl ? true : undefined} aria-describedby={id("url-error")} placeholder="https://your-store.example/deals"
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 disabled:bg-slate-100" />
          <p id={id("url-error")} aria-live="polite" className="min-h-4 text-xs text-red-700">{errors.clickUrl ?? ""}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id("reach")} className="text-sm font-medium text-slate-800">Reach</label>
          <select id={id("reach")} value={reachKm ?? ""} onChange={(e) => setReachKm(e.target.value ? Number(e.target.value) : null)} disabled={pending} aria-describedby={id("reach-help")}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 disabled:bg-slate-100">
            <option value="">Within 30 km (comparison radius)</option>
            {BANNER_REACH_KM.map((km) => <option key={km} value={km}>Only within {km} km</option>)}
          </select>
          <p id={id("reach-help")} className="text-xs text-slate-600">Measured from your approved locations; shoppers in other countries never see it.</p>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-medium text-slate-800">Exclusive</span>
          {/* Decision 051: exclusivity is bought with the placement's booking, not set on a banner. */}
          <p className="text-xs text-slate-600" data-testid="banner-exclusive-note">{premium ? "Exclusivity comes with the placement: book it as Exclusive on the placement card above." : "Exclusive placements are for Premium retailers."}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{pending ? "Saving…" : banner ? "Save changes" : "Create banner"}</Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>Cancel</Button>
      </div>
    </form>
  );
}
