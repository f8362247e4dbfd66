import { createElement } from "react";
import { toast as sonnerToast } from "sonner";
import { ToastCard, type ToastVariant } from "./toaster";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

/** Shows a toast through the root layout's <Toaster/>. Callable anywhere on the client, no hook needed. */
export function toast(input: ToastInput): void {
  const variant = input.variant ?? "default";
  sonnerToast.custom((id) => createElement(ToastCard, { id, title: input.title, description: input.description, variant, action: input.action }), {
    // A toast with an action stays long enough to act on.
    duration: input.action ? 8000 : 5000,
  });
}
