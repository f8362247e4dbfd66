"use client";
import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";
import { ScrollRow } from "./scroll-row";

/* Styled wrappers over Radix Tabs: arrow keys move between tabs, Home/End jump, the panel is labelled by its tab. */

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props} />;
}

/** The tab row; too wide for the screen, it scrolls sideways with a faded edge and an arrow hinting at the rest. */
export function TabsList({ className, scrollClassName, ...props }: ComponentProps<typeof TabsPrimitive.List> & { scrollClassName?: string }) {
  return (
    <ScrollRow className={cn("w-fit rounded-lg", scrollClassName)} rowClassName="rounded-lg" fade="from-slate-100">
      <TabsPrimitive.List data-slot="tabs-list" className={cn("inline-flex w-max items-center gap-1 rounded-lg bg-slate-100 p-1", className)} {...props} />
    </ScrollRow>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("focus-visible:outline-2", className)} {...props} />;
}
