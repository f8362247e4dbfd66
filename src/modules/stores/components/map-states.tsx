import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function MapErrorCard({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Card role="alert" className="flex items-start justify-between gap-3 border-red-200 bg-red-50">
      <div>
        <p className="font-semibold text-red-900">We couldn&apos;t load nearby stores</p>
        <p className="text-sm text-red-900">{message}</p>
      </div>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} className="shrink-0">
          Retry
        </Button>
      ) : null}
    </Card>
  );
}

export function NoStoresState({ message, onTryGps, busy }: { message: string; onTryGps: () => void; busy: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center">
      <span aria-hidden="true" className="text-4xl">🏪</span>
      <p className="font-semibold text-slate-900">No stores found nearby</p>
      <p className="max-w-sm text-sm text-slate-600">{message}</p>
      <Button onClick={onTryGps} disabled={busy}>
        📍 Try Again with GPS
      </Button>
    </Card>
  );
}
