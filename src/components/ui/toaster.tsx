"use client";
import { X } from "lucide-react";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import { cn } from "@/lib/cn";

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastCardProps {
  id: string | number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: { label: string; onClick: () => void };
}

/**
 * One toast's look. sonner positions, stacks, times out and swipes it; the card itself carries
 * the role: "alert" (assertive) for failures, "status" (polite) for everything else, so screen
 * readers announce each toast once with its title and description.
 */
export function ToastCard({ id, title, description, variant, action }: ToastCardProps) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      aria-atomic="true"
      data-testid="toast"
      className={cn(
        "pointer-events-auto w-full rounded-lg border p-3 shadow-lg sm:w-[22rem]",
        variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : variant === "success" ? "border-brand-500 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold">{title}</p>
          {description ? <p className="text-sm">{description}</p> : null}
        </div>
        <button type="button" aria-label="Dismiss notification" className="shrink-0 rounded text-slate-600 hover:text-slate-900" onClick={() => sonnerToast.dismiss(id)}>
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {action ? (
        <button
          type="button"
          className="mt-2 rounded border border-current px-2 py-1 text-xs font-medium"
          onClick={() => {
            action.onClick();
            sonnerToast.dismiss(id);
          }}
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The one toast outlet, mounted once in the root layout. Its container is a labelled live region
 * ("Notifications"); alt+T moves focus to it.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      containerAriaLabel="Notifications"
      visibleToasts={4}
      gap={8}
      offset={8}
      mobileOffset={8}
      toastOptions={{ unstyled: true }}
    />
  );
}
