import type { ReactNode } from "react";
import { NotificationsButton } from "./notifications-button";

/** Shared page header: title, optional subtitle, optional location button, notifications. */
export function PageHeader({ title, subtitle, location, actions }: { title: string; subtitle?: string; location?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* When space runs out the actions give way first (the location pill truncates its place
          name), so a short title such as "Find Stores" is never cut; a long title (a list name)
          wraps onto a second line instead of hiding what the page is (issue 27). */}
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0 shrink">
          <h1 className="break-words text-xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="break-words text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        <div className="flex min-w-0 shrink-[50] items-center justify-end gap-2">
          {actions ? <div className="flex shrink-0 items-center gap-2 whitespace-nowrap">{actions}</div> : null}
          {location ? <div className="flex min-w-0 items-center">{location}</div> : null}
          <NotificationsButton />
        </div>
      </div>
    </header>
  );
}
