"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { approveLocationAction, rejectLocationAction } from "../actions";
import type { ManagedStoreDto } from "../queries";
import { storeAddressLine } from "../../address-line";

/** Retailers' new locations: approve (shoppers may see it once it has prices) or reject with a reason the retailer reads. */
export function ApprovalQueue({ pending }: { pending: ManagedStoreDto[] }) {
  if (!pending.length) return <p className="text-sm text-slate-600">No locations are waiting for approval.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="approval-queue">
      {pending.map((s) => <PendingLocation key={s.id} store={s} />)}
    </ul>
  );
}

function PendingLocation({ store }: { store: ManagedStoreDto }) {
  const router = useRouter();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(kind: "approve" | "reject") {
    setBusy(true);
    setError(null);
    try {
      const res = kind === "approve" ? await approveLocationAction({ storeId: store.id }) : await rejectLocationAction({ storeId: store.id, reason });
      if (res.ok) {
        toast({ title: kind === "approve" ? "Location approved" : "Location rejected", variant: "success" });
        router.refresh();
      } else setError(res.fieldErrors?.reason?.[0] ?? res.formError ?? "Could not update the location");
    } finally {
      setBusy(false);
    }
  }

  return (
    <li>
      <Card className="flex flex-col gap-2">
        <div>
          <p className="font-semibold text-slate-900">{store.name} <span className="text-sm font-normal text-slate-600">from {store.retailerName ?? "a retailer"}</span></p>
          <p className="break-words text-sm text-slate-700">{storeAddressLine(store.address, store.suburb, store.city)} · {store.countryCode}</p>
          <p className="text-xs text-slate-600">Position {store.latitude.toFixed(5)}, {store.longitude.toFixed(5)} · {store.timeZone}</p>
        </div>
        {rejecting ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`reason-${store.id}`} className="text-sm font-medium text-slate-800">Reason for the retailer</label>
            <input id={`reason-${store.id}`} className="rounded-lg border border-slate-300 px-3 py-2 text-sm" value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`reason-err-${store.id}`} />
            <p id={`reason-err-${store.id}`} aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
            <div className="flex gap-2">
              <Button variant="danger" onClick={() => run("reject")} disabled={busy}>Reject location</Button>
              <Button variant="outline" onClick={() => setRejecting(false)} disabled={busy}>Cancel</Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => run("approve")} disabled={busy}>Approve</Button>
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={busy}>Reject…</Button>
            {error ? <p aria-live="polite" className="text-xs text-red-700">{error}</p> : null}
          </div>
        )}
      </Card>
    </li>
  );
}
