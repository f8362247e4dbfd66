import { Card } from "@/components/ui/card";

/** Shown while the comparison streams in (the spec's "loading" state of a price comparison). */
export function ComparisonLoading({ label = "Finding the cheapest mix of stores…" }: { label?: string }) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4" aria-busy="true">
      <Card role="status">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <div className="mt-3 h-2 w-full animate-pulse rounded bg-slate-200" />
      </Card>
      {[0, 1].map((i) => (
        <Card key={i}>
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-slate-100" />
        </Card>
      ))}
    </main>
  );
}
