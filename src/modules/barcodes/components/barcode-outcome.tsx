"use client";
import { useState, type FormEvent } from "react";
import { CircleAlert, CircleCheck, CircleHelp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ITEM_NAME_MAX } from "@/modules/lists/shared";
import { SYMBOLOGY_LABEL } from "../engine/gtin";
import { unknownBarcodeMessage } from "../messages";
import type { ScanPhase } from "./use-barcode-flow";

function BarcodeLine({ barcode }: { barcode: { code: string; symbology: keyof typeof SYMBOLOGY_LABEL } }) {
  return <p className="text-xs text-slate-600">Barcode <span className="tabular-nums">{barcode.code}</span> ({SYMBOLOGY_LABEL[barcode.symbology]})</p>;
}

export function AddedOutcome({ phase, listName }: { phase: Extract<ScanPhase, { kind: "added" }>; listName: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4">
      <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <div className="min-w-0">
        <p className="text-sm text-green-900">Added to &ldquo;{listName}&rdquo;</p>
        <p className="mt-0.5 break-words font-semibold text-slate-900">{phase.name}</p>
        {phase.barcode ? <BarcodeLine barcode={phase.barcode} /> : null}
      </div>
    </div>
  );
}

/** An unknown barcode says so and offers to add the item as text, named by the shopper. */
export function UnknownOutcome({ phase, onAddAsText }: { phase: Extract<ScanPhase, { kind: "unknown" }>; onAddAsText: (name: string) => void }) {
  const [name, setName] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAddAsText(name);
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="status" className="flex items-start gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
        <CircleHelp aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-700" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">Product not found</p>
          <p className="mt-0.5 text-sm text-slate-700">{unknownBarcodeMessage(phase.barcode.code)} You can add it to your list as text instead.</p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="flex items-start gap-2">
        <Field
          id="barcode-item-name"
          label="Item name"
          placeholder="e.g. Oat milk 1L"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={ITEM_NAME_MAX + 20}
          error={phase.error}
          disabled={phase.pending}
          autoFocus
          className="flex-1"
        />
        <Button type="submit" className="mt-6" disabled={phase.pending}>{phase.pending ? "Adding..." : "Add as text"}</Button>
      </form>
    </div>
  );
}

export function FailedOutcome({ phase }: { phase: Extract<ScanPhase, { kind: "failed" }> }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
      <div className="min-w-0">
        <p className="font-medium text-red-900">{phase.title}</p>
        <p className="mt-0.5 text-sm text-red-900">{phase.message}</p>
      </div>
    </div>
  );
}
