"use client";
import { createContext, useContext, type ReactNode } from "react";
import { Bell } from "lucide-react";
import { toast } from "@/components/ui/toast";

/**
 * The header's bell. The shell sits below the modules, so the real panel (the alerts module's
 * unread count and notifications) is handed in by the app layout through this slot; pages outside
 * such a layout keep the plain button.
 */
const BellSlot = createContext<ReactNode>(null);

export function NotificationsSlot({ bell, children }: { bell: ReactNode; children: ReactNode }) {
  return <BellSlot.Provider value={bell}>{children}</BellSlot.Provider>;
}

export function NotificationsButton() {
  const bell = useContext(BellSlot);
  if (bell) return <>{bell}</>;
  return (
    <button
      type="button"
      aria-label="Notifications"
      className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      onClick={() => toast({ title: "No new notifications", description: "No new notifications. We'll notify you of deals and price drops!" })}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
