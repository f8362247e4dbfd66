"use client";
import { useState } from "react";
import Link from "next/link";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { RetailerBanner } from "../queries";
import type { BannerPageStanding } from "../standing";
import type { AdPlacement } from "../../schemas";
import { BannerForm } from "./banner-form";
import { PlacementOverview, PlacementTermsContext } from "./placement-cards";
import { type RetailerTerms } from "@/modules/billing/shared";
import { type PlacementBookings } from "@/modules/billing/shared";
import { BannerList } from "./banner-list";
import { LogoUploader } from "./logo-uploader";
import { PlacementPaymentReturn } from "./placement-payment-return";
import type { PlacementPaymentResult } from "../placement-return";

export function BannersScreen({ initialBanners, initialLogoUrl, premium, planLabel, standing, terms, bookings, paymentReturn = null }: { initialBanners: RetailerBanner[]; initialLogoUrl: string | null; premium: boolean; planLabel: string; standing: BannerPageStanding; terms: RetailerTerms; bookings?: PlacementBookings; paymentReturn?: PlacementPaymentResult | null }) {
  const [banners, setBanners] = useState(initialBanners);
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const [open, setOpen] = useState(false);
  // A new key after each creation gives a fresh, reset form next time it opens.
  const [formKey, setFormKey] = useState(0);
  const [placement, setPlacement] = useState<AdPlacement>("homepage");

  function startWith(p: AdPlacement) {
    setPlacement(p);
    setFormKey((k) => k + 1);
    setOpen(true);
    requestAnimationFrame(() => document.getElementById("create-banner-panel")?.scrollIntoView({ behavior: "smooth", block: "start" }));
  }

  return (
    <PlacementTermsContext value={terms}>
      <PlacementPaymentReturn result={paymentReturn} />
      <Card className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">Current plan: <strong>{planLabel}</strong>{premium ? " — priority placement and rotation." : " — standard placement."}</p>
        {!premium ? <Link href="/retailer/subscription" className="text-sm font-medium text-brand-700 underline">Upgrade for priority placement</Link> : null}
      </Card>

      <section aria-labelledby="placements-heading" className="flex flex-col gap-2">
        <h2 id="placements-heading" className="text-lg font-semibold text-slate-900">Placements</h2>
        <p className="text-sm text-slate-700" data-testid="banner-targeting">
          {standing.near
            ? `Shoppers see your banners when one of your approved locations is within their comparison radius (30 km, or the banner's own reach) and in their country. Rotation below is as a shopper near ${standing.near} sees it now.`
            : "Shoppers see banners only from retailers with an approved location near them. None of your locations is approved yet."}
          {standing.near ? null : <> <Link href="/retailer/locations" className="font-medium text-brand-800 underline">Your locations</Link></>}
        </p>
        <PlacementOverview premium={premium} onChoose={startWith} standing={standing.placements} bookings={bookings} />
      </section>

      <section aria-labelledby="logo-heading" className="flex flex-col gap-2">
        <h2 id="logo-heading" className="text-lg font-semibold text-slate-900">Store logo</h2>
        <Card>
          <LogoUploader logoUrl={logoUrl} onChange={(url) => { setLogoUrl(url); setBanners((bs) => bs.map((b) => ({ ...b, logoUrl: url }))); }} />
        </Card>
      </section>

      <section aria-labelledby="create-heading" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id="create-heading" className="text-lg font-semibold text-slate-900">Create a banner</h2>
          <Button variant={open ? "outline" : "primary"} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="create-banner-panel">
            {open ? <X aria-hidden="true" className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
            {open ? "Close" : "New banner"}
          </Button>
        </div>
        <div id="create-banner-panel" hidden={!open}>
          {open ? (
            <Card>
              <BannerForm
                key={formKey}
                initialPlacement={placement}
                idPrefix="new-banner"
                premium={premium}
                onCancel={() => setOpen(false)}
                onDone={(b) => { setBanners((bs) => [b, ...bs]); setOpen(false); setPlacement("homepage"); setFormKey((k) => k + 1); }}
              />
            </Card>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="list-heading" className="flex flex-col gap-2">
        <h2 id="list-heading" className="text-lg font-semibold text-slate-900">Your banners ({banners.length})</h2>
        <BannerList
          standing={standing.banners}
          banners={banners}
          premium={premium}
          onChanged={(nb) => setBanners((bs) => bs.map((b) => (b.id === nb.id ? nb : b)))}
          onDeleted={(id) => setBanners((bs) => bs.filter((b) => b.id !== id))}
        />
      </section>
    </PlacementTermsContext>
  );
}
