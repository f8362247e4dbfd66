"use client";
import { useState } from "react";
import { ExternalLink, Pencil, Pause, Play, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { PLACEMENT_CARDS } from "../../schemas";
import type { RetailerBanner } from "../queries";
import type { BannerStanding } from "../standing";
import { deleteBannerAction, setBannerActiveAction } from "../actions";
import { BannerForm } from "./banner-form";

const BADGE: Record<BannerStanding["state"], { label: string; className: string }> = {
  live: { label: "Live", className: "bg-brand-100 text-brand-800" },
  waiting: { label: "Waiting", className: "bg-amber-100 text-amber-900" },
  paused: { label: "Paused", className: "bg-slate-200 text-slate-800" },
  unplaced: { label: "Not shown", className: "bg-slate-200 text-slate-800" },
  unbooked: { label: "Not booked", className: "bg-slate-200 text-slate-800" },
};

/** A banner's standing now; one just created or edited has none until the page refreshes it. */
function standingOf(b: RetailerBanner, standing: Record<string, BannerStanding>): BannerStanding {
  return standing[b.id] ?? (b.active ? { state: "waiting", message: "Checking where this banner stands…" } : { state: "paused", message: "Paused — shoppers do not see it." });
}

export function BannerList({ banners, premium, onChanged, onDeleted, standing = {} }: { banners: RetailerBanner[]; premium: boolean; onChanged: (b: RetailerBanner) => void; onDeleted: (id: string) => void; standing?: Record<string, BannerStanding> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<RetailerBanner | null>(null);
  const toggleOne = useAction((b: RetailerBanner) => setBannerActiveAction({ adId: b.id, active: !b.active }), {
    failure: (res) => ({ title: "Update failed", description: res.formError, variant: "destructive" }),
    onSuccess: (res) => onChanged(res.banner),
    success: (_res, b) => ({ title: b.active ? "Banner paused" : "Banner resumed", variant: "success" }),
  });
  const removeOne = useAction((b: RetailerBanner) => deleteBannerAction({ adId: b.id }), {
    onFailure: () => setConfirm(null),
    failure: (res) => ({ title: "Error deleting banner", description: res.formError, variant: "destructive" }),
    onSuccess: (_res, b) => {
      setConfirm(null);
      onDeleted(b.id);
    },
    success: { title: "Banner Ad Deleted", variant: "success" },
  });
  const pending = toggleOne.pending || removeOne.pending;

  if (banners.length === 0) return <Card><p className="text-sm text-slate-600">No banners yet. Create one to reach shoppers on Home, Best Savings or Coupons.</p></Card>;

  const toggle = (b: RetailerBanner) => void toggleOne.run(b);
  const remove = (b: RetailerBanner) => void removeOne.run(b);

  return (
    <>
      <ul className="flex flex-col gap-3">
        {banners.map((b) => (
          <li key={b.id}>
            <Card className="flex flex-col gap-3">
              {editing === b.id ? (
                <BannerForm banner={b} premium={premium} idPrefix={`edit-${b.id.slice(0, 8)}`} onCancel={() => setEditing(null)} onDone={(nb) => { onChanged(nb); setEditing(null); }} />
              ) : (
                <>
                  <div className="flex items-start gap-3">
                    {b.logoUrl ? (
                      // eslint-disable-next-line @next/next/no-img-element -- our own re-encoded upload
                      <img src={b.logoUrl} alt="" className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-contain" />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[standingOf(b, standing).state].className}`}>
                          {BADGE[standingOf(b, standing).state].label}
                        </span>
                        <span className="text-xs text-slate-600">{PLACEMENT_CARDS[b.placement].title}</span>
                        {b.reachKm ? <span className="text-xs text-slate-600">Reach {b.reachKm} km</span> : null}
                      </div>
                      <p className="mt-1 text-xs text-slate-700" data-testid="banner-standing">{standingOf(b, standing).message}</p>
                      <p className="mt-1 break-words font-medium text-slate-900">{b.bannerText}</p>
                      <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                        <span>CTA: {b.cta ?? "none"}</span>
                        {b.clickUrl ? <span className="inline-flex min-w-0 items-center gap-1 break-all"><ExternalLink aria-hidden="true" className="h-3 w-3 shrink-0" />{b.clickUrl}</span> : <span>No link</span>}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" onClick={() => setEditing(b.id)} disabled={pending} aria-label={`Edit banner: ${b.bannerText}`}><Pencil aria-hidden="true" className="h-4 w-4" />Edit</Button>
                    <Button variant="outline" onClick={() => toggle(b)} disabled={pending} aria-label={`${b.active ? "Pause" : "Resume"} banner: ${b.bannerText}`}>
                      {b.active ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
                      {b.active ? "Pause" : "Resume"}
                    </Button>
                    <Button variant="ghost" className="text-red-700" onClick={() => setConfirm(b)} disabled={pending} aria-label={`Delete banner: ${b.bannerText}`}><Trash2 aria-hidden="true" className="h-4 w-4" />Delete</Button>
                  </div>
                </>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title="Delete this banner?"
        description="It stops showing to shoppers at once. Its past impressions and clicks stay in your analytics."
        dismissible={!pending}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(null)} disabled={pending}>Cancel</Button>
            <Button variant="danger" onClick={() => confirm && remove(confirm)} disabled={pending}>{pending ? "Deleting…" : "Delete banner"}</Button>
          </>
        }
      >
        <p className="break-words text-sm text-slate-800">{confirm?.bannerText}</p>
      </Dialog>
    </>
  );
}
