"use client";
import { Share2 } from "lucide-react";
import { Switch } from "@/components/ui/switch";
import { CONTRIBUTION_MESSAGES as M } from "../messages";
import { deviceDate, type ReceiptSharing } from "./use-receipt-sharing";

/**
 * In the receipt review: the switch "Share these prices with other shoppers" (its default from
 * Profile), and while it is on, which nearby store and which day the receipt is from.
 */
export function ReceiptSharePanel({ sharing, disabled }: { sharing: ReceiptSharing; disabled?: boolean }) {
  const { share, stores, storeId, suggestedStoreId, date, error, loaded } = sharing;
  const noStores = loaded && stores.length === 0;
  return (
    <section aria-label="Share prices" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-start justify-between gap-3">
        <label htmlFor="share-receipt-prices" className="flex min-w-0 flex-col gap-0.5 text-sm">
          <span className="flex items-center gap-1.5 font-medium text-slate-900">
            <Share2 aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            {M.shareSwitch}
          </span>
          <span className="text-xs text-slate-600">{M.shareHint}</span>
        </label>
        <Switch id="share-receipt-prices" checked={share} disabled={disabled || !loaded || noStores} onCheckedChange={(v) => sharing.setShare(v)} />
      </div>
      {noStores ? <p className="text-xs text-slate-600">{M.noLocation}</p> : null}
      {share ? (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
          <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700">
            Store
            <select
              value={storeId}
              disabled={disabled}
              aria-invalid={error === M.chooseStore || error === M.storeNotNearby ? true : undefined}
              onChange={(e) => sharing.setStoreId(e.target.value)}
              className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
            >
              <option value="">Choose the store…</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.suburb && !s.name.toLowerCase().includes(s.suburb.toLowerCase()) ? `, ${s.suburb}` : ""} ({s.distanceKm} km){s.id === suggestedStoreId ? " — on the receipt" : ""}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            Receipt date
            <input
              type="date"
              value={date}
              max={deviceDate(new Date(), 1)}
              disabled={disabled}
              onChange={(e) => sharing.setDate(e.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
            />
          </label>
        </div>
      ) : null}
      <p role="alert" className="min-h-0 text-xs text-red-700 empty:hidden">{error ?? ""}</p>
    </section>
  );
}
