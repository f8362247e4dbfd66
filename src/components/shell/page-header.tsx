import type { ReactNode } from "react";
import { NotificationsButton } from "./notifications-button";

/** Shared page header: title, optional subtitle, optional location button, notifications. */
export function PageHeader({ title, subtitle, location, actions }: { title: string; subtitle?: string; location?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="truncate text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {actions}
          {location}
          <NotificationsButton />
        </div>
      </div>
    </header>
  );
}
