"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setStoreClosedAction } from "../actions";

export function CloseStoreButton({ storeId, closed }: { storeId: string; closed: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={closed ? "outline" : "danger"}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const res = await setStoreClosedAction({ storeId, closed: !closed });
          if (res.ok) {
            toast({ title: closed ? "Store reopened" : "Store closed", description: closed ? undefined : "Shoppers no longer see it; its price history is kept.", variant: "success" });
            router.refresh();
          } else toast({ title: "Error", description: res.formError ?? "Could not update the store", variant: "destructive" });
        } finally {
          setBusy(false);
        }
      }}
    >
      {closed ? "Reopen store" : "Close store"}
    </Button>
  );
}
