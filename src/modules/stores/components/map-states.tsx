import { LocateFixed, Store } from "lucide-react";
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
      <Store aria-hidden="true" className="h-10 w-10 text-slate-400" />
      <p className="font-semibold text-slate-900">No stores found nearby</p>
      <p className="max-w-sm text-sm text-slate-600">{message}</p>
      <Button onClick={onTryGps} disabled={busy}>
        <LocateFixed aria-hidden="true" className="h-4 w-4 shrink-0" />
        Try Again with GPS
      </Button>
    </Card>
  );
}
