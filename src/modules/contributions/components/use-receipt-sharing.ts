"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { settle } from "@/lib/action-outcome";
import { loadReceiptSharing, shareReceiptPricesAction } from "../actions";
import { receiptHeader, suggestStoreFromHeader } from "../engine";
import type { NearbyStoreOption, ShareReceiptInput, ShareReceiptResult, SharedLine } from "../schemas";
import { CONTRIBUTION_MESSAGES as M } from "../messages";

/** Today on this device as YYYY-MM-DD (the receipt's date unless the shopper changes it). */
export function deviceDate(d = new Date(), addDays = 0): string {
  const x = new Date(d.getFullYear(), d.getMonth(), d.getDate() + addDays);
  return `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, "0")}-${String(x.getDate()).padStart(2, "0")}`;
}

export interface ReceiptSharing {
  loaded: boolean;
  share: boolean;
  setShare: (share: boolean) => void;
  stores: NearbyStoreOption[];
  storeId: string;
  setStoreId: (id: string) => void;
  /** The store the receipt's header names, when one of the nearby stores matches. */
  suggestedStoreId: string | null;
  date: string;
  setDate: (date: string) => void;
  error: string | null;
  /** Forgets this review's choices: the next review starts from the default again. */
  reset: () => void;
  /** Before adding: false (with the message shown) when sharing is on but no store is chosen. */
  check: () => boolean;
  /** Shares the lines when the switch is on; null when sharing is off or the call failed (its toast shows). */
  submit: (lines: SharedLine[], figures: ReceiptFigures) => Promise<ShareReceiptResult | null>;
}

/** The receipt's printed figures and the lines taken off the list, for the server's own reconciliation. */
export type ReceiptFigures = Pick<ShareReceiptInput, "totals" | "offList">;

/**
 * The receipt review's sharing state: loads the shopper's nearby stores and their default (Profile)
 * when a review opens, suggests the store from the receipt's header — read on this device, never
 * sent — and shares the confirmed lines.
 */
export function useReceiptSharing(active: boolean, receiptText: string): ReceiptSharing {
  const [loaded, setLoaded] = useState(false);
  const [share, setShare] = useState(false);
  const [stores, setStores] = useState<NearbyStoreOption[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState(() => deviceDate());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active || loaded) return;
    let live = true;
    void settle(() => loadReceiptSharing({})).then((res) => {
      if (!live || !res.ok) return;
      setStores(res.stores);
      setShare(res.shareDefault);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [active, loaded]);

  const suggestedStoreId = useMemo(() => suggestStoreFromHeader(receiptHeader(receiptText), stores), [receiptText, stores]);
  const storeId = chosen ?? suggestedStoreId ?? "";

  const { run } = useAction(shareReceiptPricesAction, {
    failure: (res) => ({ title: res.title ?? M.errorTitle, description: res.formError ?? M.errorTitle, variant: "destructive" }),
    onFailure: (res) => setError(res.formError ?? null),
  });

  const submit = useCallback(
    async (lines: SharedLine[], figures: ReceiptFigures) => {
      if (!share) return null;
      if (!storeId) {
        setError(M.chooseStore);
        return null;
      }
      setError(null);
      // The printed figures go with the lines: the server checks that they add up itself.
      const res = await run({ storeId, receiptDate: date, lines, totals: figures.totals, offList: figures.offList });
      return res.ok ? res.result : null;
    },
    [share, storeId, date, run],
  );

  const check = useCallback(() => {
    if (share && !storeId) {
      setError(M.chooseStore);
      return false;
    }
    setError(null);
    return true;
  }, [share, storeId]);

  // Each review starts from the shopper's default and the suggested store (called when a review is left).
  const reset = useCallback(() => {
    setLoaded(false);
    setChosen(null);
    setError(null);
    setDate(deviceDate());
  }, []);

  const setStoreId = useCallback((id: string) => {
    setChosen(id);
    setError(null);
  }, []);

  return { loaded, share, setShare, stores, storeId, setStoreId, suggestedStoreId, date, setDate, error, check, submit, reset };
}
