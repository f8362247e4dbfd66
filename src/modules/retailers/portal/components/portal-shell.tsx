import type { ReactNode } from "react";
import { tierBadge, type RetailerProfile } from "../profile";
import { PortalNav } from "./portal-nav";
import { TierBadge } from "./tier-badge";

/** Every retailer portal page: store name, tier, section links, then the page's own content. */
export function PortalShell({ retailer, title, subtitle, children }: { retailer: RetailerProfile; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 pt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 truncate text-sm font-medium text-slate-700">
              {retailer.name} <span className="text-slate-500">· Retailer Portal</span>
            </p>
            <TierBadge badge={tierBadge(retailer)} />
          </div>
          <PortalNav />
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-5">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
