"use client";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";

export interface ToastInput { title: string; description?: string; variant?: "default" | "destructive" | "success"; action?: { label: string; onClick: () => void } }
interface ToastItem extends ToastInput { id: number }

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);
  const toast = useCallback(
    (t: ToastInput) => {
      const id = Date.now() + Math.random();
      setItems((xs) => [...xs.slice(-3), { ...t, id }]);
      setTimeout(() => dismiss(id), t.action ? 8000 : 5000);
    },
    [dismiss],
  );
  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2" role="region" aria-label="Notifications">
        {items.map((t) => (
          <div
            key={t.id}
            role={t.variant === "destructive" ? "alert" : "status"}
            data-testid="toast"
            className={cn(
              "pointer-events-auto w-full max-w-sm rounded-lg border p-3 shadow-lg",
              t.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : t.variant === "success" ? "border-brand-500 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="text-sm font-semibold">{t.title}</p>
                {t.description ? <p className="text-sm">{t.description}</p> : null}
              </div>
              <button type="button" aria-label="Dismiss notification" className="shrink-0 rounded text-slate-600 hover:text-slate-900" onClick={() => dismiss(t.id)}><X aria-hidden="true" className="h-4 w-4" /></button>
            </div>
            {t.action ? (
              <button type="button" className="mt-2 rounded border border-current px-2 py-1 text-xs font-medium" onClick={() => { t.action?.onClick(); dismiss(t.id); }}>
                {t.action.label}
              </button>
            ) : null}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (t: ToastInput) => void {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast must be used within a ToastProvider");
  return ctx;
}
