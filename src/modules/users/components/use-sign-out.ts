"use client";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/ui/use-action";
import { clearOfflineData } from "@/lib/offline-data";
import { signOutAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";

/**
 * Signs out on the server (revoking every copy of the session), forgets what this browser kept
 * for offline use (the lists and their unsent edits, the cached list pages), then goes to /login.
 */
export function useSignOut(): () => Promise<boolean> {
  const router = useRouter();
  const { run } = useAction(signOutAction, {
    failure: { title: "Error signing out" },
    onSuccess: async () => {
      await clearOfflineData();
      router.replace("/login");
      router.refresh();
    },
    success: { ...AUTH_TOASTS.signedOut },
  });
  return async () => (await run({})).ok;
}
