"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { saveBrowserLocationAction } from "@/modules/stores/server-actions";
import { nearToLocation } from "../schemas";

/**
 * "Save it as your address" on a plan compared around the browser's position (?near=lat,lng): one
 * click saves that position, named after the nearest town, as the shopper's address; the page then
 * reloads without ?near and measures from the saved address.
 */
export function SaveLocationButton({ near }: { near: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);
  const at = nearToLocation(near);
  const save = useAction(saveBrowserLocationAction, {
    success: (r) => ({ title: "Address saved", description: r.address.formattedAddress ?? undefined }),
    onSuccess: (r) => {
      setSaved(r.address.formattedAddress ?? "your address");
      const next = new URLSearchParams(params.toString());
      next.delete("near");
      const query = next.toString();
      // A fresh load: the plan's client state was computed around ?near and must be measured anew.
      window.location.replace(query ? `${pathname}?${query}` : pathname);
    },
  });
  if (saved) return <span data-testid="location-saved">Saved as your address ({saved}).</span>;
  return (
    <>
      <button
        type="button"
        onClick={() => at && void save.run(at)}
        disabled={save.pending || !at}
        className="font-medium text-brand-800 underline disabled:opacity-60"
        data-testid="save-location"
      >
        {save.pending ? "Saving…" : "Save it as your address"}
      </button>{" "}
      to skip this next time.
      {save.formError ? <span role="alert" className="block text-red-700">{save.formError}</span> : null}
    </>
  );
}
