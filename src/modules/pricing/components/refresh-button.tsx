"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";

/** Re-runs the server comparison with the latest prices. */
export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="outline" className="px-3 py-1.5" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {pending ? "Refreshing…" : "Refresh"}
    </Button>
  );
}
