import { Card } from "@/components/ui/card";

/**
 * Route-level loading state while a page waits on the database: the header's place and a few
 * card outlines, announced once to screen readers.
 */
export function PageLoading({ title, cards = 3 }: { title: string; cards?: number }) {
  return (
    <>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto max-w-3xl px-4 py-3">
          <p className="truncate text-xl font-bold text-slate-900">{title}</p>
          <div className="mt-1 h-4 w-32 animate-pulse rounded bg-slate-100" />
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-3 p-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading {title}…
        </p>
        {Array.from({ length: cards }, (_, i) => (
          <Card key={i}>
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="mt-3 h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-slate-100" />
          </Card>
        ))}
      </main>
    </>
  );
}
