"use client";
import { useEffect, useRef, useState } from "react";
import type { ItemLockView, PricedLine } from "../dto";
import type { ItemLockInput } from "../schemas";

/**
 * Per-line locks: keep this product, this brand or this store for the item whatever the prices.
 * The choices are rendered only while the menu is open: a plan of 40 lines would otherwise send
 * ~120 hidden buttons in every Best Savings page (decision 016).
 */
export function ItemLockMenu({ line, storeId, storeName, locks, disabled, onLock }: {
  line: PricedLine;
  storeId: string;
  storeName: string;
  locks: ItemLockView;
  disabled: boolean;
  onLock: (itemId: string, lock: ItemLockInput) => void;
}) {
  const locked = Boolean(locks.productId || locks.brand || locks.storeId);
  const choose = (lock: ItemLockInput) => onLock(line.listItemId, lock);
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before hydration (the browser toggles <details> natively): show the choices now.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={ref} className="relative" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className="cursor-pointer list-none rounded-md px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50"
        aria-label={`Lock options for ${line.itemName}`}
      >
        {locked ? "Locked ▾" : "Lock ▾"}
      </summary>
      {open ? (
        <div role="group" aria-label={`Lock ${line.itemName}`} className="absolute right-0 z-10 mt-1 flex w-56 flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <LockButton disabled={disabled || locks.productId === line.productId} onClick={() => choose({ kind: "product", productId: line.productId })}>
            This product ({line.productName})
          </LockButton>
          {line.brand ? (
            <LockButton disabled={disabled || locks.brand === line.brand} onClick={() => choose({ kind: "brand", brand: line.brand! })}>
              This brand ({line.brand})
            </LockButton>
          ) : null}
          <LockButton disabled={disabled || locks.storeId === storeId} onClick={() => choose({ kind: "store", storeId })}>
            This store ({storeName})
          </LockButton>
          {locked ? (
            <LockButton disabled={disabled} onClick={() => choose({ kind: "clear" })}>
              Remove locks
            </LockButton>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}

function LockButton({ children, disabled, onClick }: { children: React.ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={(e) => {
        e.currentTarget.closest("details")?.removeAttribute("open");
        onClick();
      }}
      className="rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:text-slate-400"
    >
      {children}
    </button>
  );
}
