"use client";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { markProductReviewedAction } from "../actions";
import type { ReviewProduct } from "../runs/queries";

/** A product waiting for review, as the admin query returns it (the list does not show its date). */
export type ReviewItem = Omit<ReviewProduct, "createdAt">;

/** Administrators: products retailer feeds created because no catalogue product matched safely. */
export function FeedReviewList({ items }: { items: ReviewItem[] }) {
  const review = useAction((input: { productId: string }) => markProductReviewedAction(input), {
    success: { title: "Marked reviewed", variant: "success" },
    failure: { title: "Not saved" },
    refresh: true,
  });
  if (!items.length) return <p className="text-sm text-slate-600">No products waiting for review.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((p) => (
        <li key={p.productId} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-900">{p.name}{p.size ? ` · ${p.size}` : ""}</p>
            <p className="text-xs text-slate-600">{[p.brand, p.barcode ? `GTIN ${p.barcode}` : null, p.retailerName ? `from ${p.retailerName}` : null].filter(Boolean).join(" · ")}</p>
            <p className="break-words text-xs text-amber-900">{p.reason}</p>
          </div>
          <Button variant="outline" className="shrink-0" disabled={review.pendingInput?.productId === p.productId} onClick={() => void review.run({ productId: p.productId })}>Mark reviewed</Button>
        </li>
      ))}
    </ul>
  );
}
