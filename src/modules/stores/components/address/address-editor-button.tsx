"use client";
import { useState } from "react";
import { MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ProfileAddress } from "../../types";
import { AddressEditorDialog } from "./address-editor-dialog";

export interface AddressEditorButtonProps {
  address: ProfileAddress | null;
  googleConfigured: boolean;
  /** "header": the page header's location pill; "inline": a regular button (profile page). */
  variant?: "header" | "inline";
}

/** Opens the address editor. Mount anywhere (page header, profile); saving refreshes the page's data. */
export function AddressEditorButton({ address, googleConfigured, variant = "header" }: AddressEditorButtonProps) {
  const [open, setOpen] = useState(false);
  const place = address?.suburb?.trim() || address?.formattedAddress?.split(",")[0]?.trim() || null;
  return (
    <>
      {variant === "header" ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={place ? `Location: ${place}. Change location` : "Set location"}
          onClick={() => setOpen(true)}
          className="inline-flex min-w-0 max-w-[10rem] items-center gap-1 rounded-full border border-slate-300 px-2.5 py-1 text-sm text-slate-800 hover:bg-slate-50"
          data-testid="location-button"
        >
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{place ?? "Set location"}</span>
        </button>
      ) : (
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          {place ? "Change address" : "Set address"}
        </Button>
      )}
      <AddressEditorDialog open={open} onClose={() => setOpen(false)} current={address} googleConfigured={googleConfigured} />
    </>
  );
}
