import { ComparisonLoading } from "@/modules/pricing/client";

export default function Loading() {
  return (
    <>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <p className="mx-auto max-w-3xl text-xl font-bold text-slate-900">Price Comparison</p>
      </header>
      <ComparisonLoading label="Comparing store prices…" />
    </>
  );
}
