import { ComparisonLoading } from "@/modules/pricing/client";

/** Before the page's own header streams in (list lookup), then the section's Suspense takes over. */
export default function Loading() {
  return (
    <>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <p className="mx-auto max-w-3xl text-xl font-bold text-slate-900">Best Savings</p>
      </header>
      <ComparisonLoading />
    </>
  );
}
