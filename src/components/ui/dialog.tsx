"use client";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";

/*
 * Styled wrappers over Radix Dialog (owned here, shadcn/ui-style). Radix traps focus inside the
 * content, closes on Escape and hides everything else from screen readers while open. On close,
 * focus goes back to whatever had it when the dialog opened (Radix alone only knows its own
 * <DialogTrigger>, and most of our dialogs are opened from state).
 *
 * Layering: overlay and content sit at z-50, above the fixed bottom navigation (z-30), so the
 * navigation is dimmed with the page and can never cover a dialog. Toasts (sonner) sit above both.
 *
 * Layout: the content is a column — header, a body that scrolls on its own, and a footer that is
 * a sibling of the body (not sticky inside it), so no body content can ever show beneath it.
 */

export const DialogRoot = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn("fixed inset-0 z-50 bg-slate-900/50", className)} {...props} />;
}

/** A click or tap on a toast is not an "outside" click that should close the dialog. */
function fromToaster(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("[data-sonner-toaster]") !== null;
}

export function DialogContent({
  className,
  children,
  dismissible = true,
  showCloseButton = false,
  onEscapeKeyDown,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { dismissible?: boolean; showCloseButton?: boolean }) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100%-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none",
          className,
        )}
        onEscapeKeyDown={(e) => {
          if (!dismissible) e.preventDefault();
          onEscapeKeyDown?.(e);
        }}
        onInteractOutside={(e) => {
          if (!dismissible || fromToaster(e.target)) e.preventDefault();
          onInteractOutside?.(e);
        }}
        onOpenAutoFocus={(e) => {
          // Still the control that opened the dialog: focus has not moved in yet.
          returnFocusTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          const target = returnFocusTo.current;
          returnFocusTo.current = null;
          if (e.defaultPrevented || !target?.isConnected) return;
          e.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
        {showCloseButton && dismissible ? (
          <DialogPrimitive.Close className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label="Close dialog">
            <X aria-hidden="true" className="h-4 w-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex shrink-0 flex-col gap-1 px-5 pb-2 pt-5", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn("text-sm text-slate-600", className)} {...props} />;
}

/** The scrolling part of the dialog. */
export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-body" className={cn("min-h-0 flex-1 overflow-y-auto px-5 pb-5 pt-1", className)} {...props} />;
}

/** Always visible under the body; the body scrolls above it, never beneath it. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex shrink-0 flex-wrap justify-end gap-2 border-t border-slate-100 bg-white px-5 py-3", className)} {...props} />;
}

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, outside click, a DialogClose). Not called when `dismissible` is false. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons kept in view under a long body. */
  footer?: ReactNode;
  /** false: Escape and outside clicks do nothing (a blocking decision, or work in flight). */
  dismissible?: boolean;
  className?: string;
}

/** The common case in one element: a titled modal with a scrolling body and an optional footer. */
export function Dialog({ open, onClose, title, description, children, footer, dismissible = true, className }: DialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={(next) => { if (!next && dismissible) onClose(); }}>
      <DialogContent dismissible={dismissible} className={className} {...(description ? {} : { "aria-describedby": undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </DialogRoot>
  );
}
