"use client";
import { Bell } from "lucide-react";
import { toast } from "@/components/ui/toast";

export function NotificationsButton() {
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
