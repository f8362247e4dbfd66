"use client";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { clearOfflineData } from "@/lib/offline-data";
import { signOutAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";

/**
 * Signs out on the server (revoking every copy of the session), forgets what this browser kept
 * for offline use (the lists and their unsent edits, the cached list pages), then goes to /login.
 */
export function useSignOut(): () => Promise<boolean> {
  const router = useRouter();
  return async () => {
    const res = await signOutAction({});
    if (!res.ok) {
      toast({ title: "Error signing out", description: res.formError ?? "Please try again.", variant: "destructive" });
      return false;
    }
    await clearOfflineData();
    toast({ ...AUTH_TOASTS.signedOut });
    router.replace("/login");
    router.refresh();
    return true;
  };
}
