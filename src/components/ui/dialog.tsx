"use client";
import { useEffect, useRef, type ReactNode } from "react";

/** A modal built on <dialog>: focus trapping and Escape come from the browser. */
export function Dialog({ open, onClose, title, children, dismissible = true, labelledBy }: { open: boolean; onClose: () => void; title: string; children: ReactNode; dismissible?: boolean; labelledBy?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  const titleId = labelledBy ?? `dialog-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => { if (!dismissible) e.preventDefault(); else onClose(); }}
      className="m-auto w-[min(32rem,calc(100%-1rem))] rounded-xl p-0 backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="max-h-[85vh] overflow-y-auto p-5">
          <h2 id={titleId} className="mb-3 text-lg font-semibold">{title}</h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
