"use client";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { saveAddressAction } from "../../actions";
import type { AddressCandidate, ProfileAddress } from "../../types";
import { AddressConfirm } from "./address-confirm";
import { GooglePlacesInput } from "./google-places-input";
import { ManualAddressForm } from "./manual-address-form";
import { OfflinePlaceSearch } from "./offline-place-search";

export interface AddressEditorDialogProps {
  open: boolean;
  onClose: () => void;
  current: ProfileAddress | null;
  googleConfigured: boolean;
}

type Step = { kind: "search" } | { kind: "confirm"; candidate: AddressCandidate; located: boolean };

/** Search (autocomplete or manual entry) → confirm → saved on the profile. */
export function AddressEditorDialog({ open, onClose, current, googleConfigured }: AddressEditorDialogProps) {
  const [step, setStep] = useState<Step>({ kind: "search" });
  const [useGoogle, setUseGoogle] = useState(googleConfigured);
  const { run, pending: saving } = useAction((candidate: AddressCandidate) => saveAddressAction(candidate), {
    success: (result, candidate) => ({ title: "Location Updated", description: result.address.formattedAddress ?? candidate.formattedAddress, variant: "success" }),
    onSuccess: () => close(),
    failure: () => ({ title: "Update Failed", description: "Failed to update address", variant: "destructive" }),
  });

  function close() {
    setStep({ kind: "search" });
    onClose();
  }

  const confirm = (candidate: AddressCandidate) => run(candidate);

  const pick = (candidate: AddressCandidate, located = candidate.latitude !== null) => setStep({ kind: "confirm", candidate, located });

  return (
    <Dialog open={open} onClose={close} title={step.kind === "search" ? "Update Your Location" : "Confirm Your Location"}>
      {step.kind === "search" ? (
        <div className="flex flex-col gap-5">
          {useGoogle ? <GooglePlacesInput onPick={pick} onUnavailable={() => setUseGoogle(false)} /> : <OfflinePlaceSearch onPick={pick} />}
          <div className="flex items-center gap-2 text-xs uppercase tracking-wide text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" /> or enter it manually <span className="h-px flex-1 bg-slate-200" />
          </div>
          <ManualAddressForm initial={{ streetAddress: current?.streetAddress ?? "", suburb: current?.suburb ?? "", country: current?.country ?? "" }} onCandidate={pick} />
          <button type="button" onClick={close} className="self-center text-sm text-slate-600 underline">
            Cancel
          </button>
        </div>
      ) : (
        <AddressConfirm
          candidate={step.candidate}
          located={step.located}
          saving={saving}
          onConfirm={() => void confirm(step.candidate)}
          onBack={() => setStep({ kind: "search" })}
        />
      )}
    </Dialog>
  );
}
