"use client";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { BANNER_LIMITS, bannerFieldsSchema, type AdPlacement } from "../../schemas";
import type { SponsoredAd } from "../types";
import { SponsoredAdCard } from "./sponsored-ad-card";

const VARIANT: Record<AdPlacement, "home" | "inline" | "coupon"> = { homepage: "home", category: "inline", coupon: "coupon" };

/**
 * Validation sandbox: the retailer banner form's own zod schema (the server's rules) run on what
 * is typed here, with counters, each field's message, the values as they would be stored, and a
 * preview. Nothing is saved and nothing is counted.
 */
export function BannerSandbox() {
  const id = useId();
  const [placement, setPlacement] = useState<AdPlacement>("homepage");
  const [bannerText, setBannerText] = useState("");
  const [cta, setCta] = useState("");
  const [clickUrl, setClickUrl] = useState("");
  const parsed = bannerFieldsSchema.safeParse({ placement, bannerText, cta, clickUrl });
  const errors: Record<string, string | undefined> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;

  const previewAd: SponsoredAd | null = parsed.success
    ? { id: "00000000-0000-4000-8000-000000000000", placement, retailerId: "00000000-0000-4000-8000-000000000000", retailerName: "Your store", bannerText: parsed.data.bannerText, cta: parsed.data.cta, clickUrl: parsed.data.clickUrl, logoUrl: null, isPremium: true, token: null }
    : null;

  const field = (name: string, label: string, value: string, set: (v: string) => void, max: number | null, hint?: string) => (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-900">{label}</label>
        {max ? <span className={cn("text-xs tabular-nums", value.length > max ? "font-semibold text-red-700" : "text-slate-600")}>{value.length}/{max}</span> : null}
      </div>
      <input
        id={`${id}-${name}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-msg`}
        className={cn("rounded-lg border px-3 py-2 text-sm", errors[name] ? "border-red-500" : "border-slate-300")}
      />
      <p id={`${id}-${name}-msg`} aria-live="polite" className={cn("text-xs", errors[name] ? "text-red-700" : "text-slate-600")}>{errors[name] ?? hint ?? "OK"}</p>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="banner-sandbox">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">Validation sandbox</h2>
        <p className="text-sm text-slate-600">The banner form&apos;s server rules, run as you type. Nothing is saved.</p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-placement`} className="text-sm font-medium text-slate-900">Placement</label>
          <select id={`${id}-placement`} value={placement} onChange={(e) => setPlacement(e.target.value as AdPlacement)} className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm">
            <option value="homepage">Homepage header</option>
            <option value="category">Category inline</option>
            <option value="coupon">Coupon hub featured</option>
          </select>
        </div>
        {field("bannerText", "Banner text", bannerText, setBannerText, BANNER_LIMITS.text)}
        {field("cta", "Call to action (optional)", cta, setCta, BANNER_LIMITS.cta, "Stored as null when empty")}
        {field("clickUrl", "Click-through URL (optional)", clickUrl, setClickUrl, null, "Absolute https:// only")}
      </div>
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-medium text-slate-900">{parsed.success ? "Valid — would be stored as:" : "Invalid — the server would refuse it"}</p>
        {parsed.success ? (
          <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all font-mono text-xs text-slate-800" data-testid="sandbox-result">{JSON.stringify(parsed.data, null, 2)}</pre>
        ) : null}
      </div>
      {previewAd ? <SponsoredAdCard ads={[previewAd]} variant={VARIANT[placement]} headingId={`${id}-preview`} preview /> : null}
    </section>
  );
}
