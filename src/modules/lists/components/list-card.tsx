import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ListSummaryDto } from "../types";
import { formatCreatedDate, itemCountLabel } from "./action-feedback";
import { SharedBadge } from "../sharing/components/shared-badge";

/** One list on /lists: name, count, date, the first items (quantity when above 1) and "+N more". */
export function ListCard({ list, onDelete }: { list: ListSummaryDto & { pendingEdits?: number }; onDelete: () => void }) {
  const titleId = `list-${list.id}-title`;
  const more = list.itemCount - list.previewItems.length;
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">{list.name}</h2>
            <p className="text-sm text-slate-600">
              {itemCountLabel(list.itemCount)} · Created{" "}
              <time dateTime={list.createdAt} suppressHydrationWarning>{formatCreatedDate(list.createdAt)}</time>
            </p>
            <SharedBadge sharing={list.sharing} />
            {list.pendingEdits ? <p className="text-xs text-amber-800">{list.pendingEdits === 1 ? "1 change" : `${list.pendingEdits} changes`} waiting to sync</p> : null}
          </div>
          {list.sharing.role === "owner" ? (
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${list.name}`}
              className="rounded-lg p-2 text-red-700 hover:bg-red-50"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
              </svg>
            </button>
          ) : null}
        </div>
        {list.previewItems.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`Items in ${list.name}`}>
            {list.previewItems.map((item) => (
              <li key={item.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {item.name}
                {item.quantity > 1 ? <span className="text-slate-600"> ×{item.quantity}</span> : null}
              </li>
            ))}
            {more > 0 ? <li className="px-1 py-0.5 text-xs text-slate-600">+{more} more</li> : null}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No items yet.</p>
        )}
        <div className="mt-4 flex gap-2">
          <Link href={`/lists/${list.id}`} className={buttonClass("outline", "flex-1")}>View List</Link>
          <Link href={`/cheapest-list/${list.id}`} className={buttonClass("primary", "flex-1")}>Compare Prices</Link>
        </div>
      </article>
    </Card>
  );
}
