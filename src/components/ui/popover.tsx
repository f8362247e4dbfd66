"use client";
import type { ComponentProps } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

/*
 * Styled wrappers over Radix Popover: Escape and outside clicks close it, focus returns to the
 * trigger. The content is a dialog to screen readers: give it a name (aria-label, or
 * aria-labelledby pointing at a heading inside it).
 */

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({ className, align = "start", sideOffset = 6, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        // z-50: above the bottom navigation; inside a dialog it stacks after the dialog's content.
        className={cn("z-50 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg focus:outline-none", className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
