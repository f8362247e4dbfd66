"use client";
import { Button } from "@/components/ui/button";
import type { AddressCandidate } from "../../types";

export function AddressConfirm({ candidate, located, saving, onConfirm, onBack }: { candidate: AddressCandidate; located: boolean; saving: boolean; onConfirm: () => void; onBack: () => void }) {
  const rows: [string, string][] = [
    ["Street", candidate.streetAddress || "—"],
    ["Suburb", candidate.suburb || "—"],
    ["Country", candidate.country || "—"],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Formatted address</p>
        <p className="font-semibold text-slate-900" data-testid="confirm-formatted-address">{candidate.formattedAddress}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!located ? (
        <p className="text-sm text-amber-800">We couldn&apos;t find this address on the map. You can still save it; store search will ask for GPS.</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onConfirm} disabled={saving} className="flex-1">
          {saving ? "Saving..." : "Confirm Location"}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={saving} className="flex-1">
          Choose Different Address
        </Button>
      </div>
    </div>
  );
}
