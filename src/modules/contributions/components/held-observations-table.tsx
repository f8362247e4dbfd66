"use client";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { approveHeldAction, rejectHeldAction } from "../actions";

export interface HeldRow {
  id: string;
  productName: string;
  storeName: string;
  amount: string;
  median: string | null;
  windowCount: number | null;
  reason: string;
  receiptDate: string;
  heldAt: string;
  sourceText: string | null;
}

function HeldItem({ row }: { row: HeldRow }) {
  const approve = useAction(approveHeldAction, { success: { title: "Approved", description: `${row.productName} at ${row.amount} is now a price at ${row.storeName}.`, variant: "success" }, refresh: true });
  const reject = useAction(rejectHeldAction, { success: { title: "Rejected", description: `${row.productName} at ${row.amount} will not be published.`, variant: "success" }, refresh: true });
  const busy = approve.pending || reject.pending;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-words font-medium text-slate-900">
          {row.productName} — <span className="tabular-nums">{row.amount}</span>
        </p>
        <p className="break-words text-slate-700">{row.storeName} · receipt of {row.receiptDate}</p>
        <p className="break-words text-amber-800">{row.reason}</p>
        {row.sourceText ? <p className="break-words font-mono text-xs text-slate-500">{row.sourceText}</p> : null}
        <p className="text-xs text-slate-500">Held {row.heldAt}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button onClick={() => void approve.run({ id: row.id })} disabled={busy} aria-label={`Approve ${row.productName} at ${row.amount}`}>
          {approve.pending ? "Approving..." : "Approve"}
        </Button>
        <Button variant="outline" onClick={() => void reject.run({ id: row.id })} disabled={busy} aria-label={`Reject ${row.productName} at ${row.amount}`}>
          {reject.pending ? "Rejecting..." : "Reject"}
        </Button>
      </div>
    </li>
  );
}

/** Admin: receipt prices held by the outlier check, oldest first, each approved (published) or rejected. */
export function HeldObservationsList({ rows }: { rows: HeldRow[] }) {
  if (rows.length === 0) return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">No receipt prices are waiting for review.</p>;
  return (
    <ul aria-label="Held receipt prices" className="flex flex-col gap-2">
      {rows.map((r) => (
        <HeldItem key={r.id} row={r} />
      ))}
    </ul>
  );
}
