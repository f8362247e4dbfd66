"use client";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { signOutAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";

/** Signs out on the server (revoking every copy of the session), then goes to /login. */
export function useSignOut(): () => Promise<boolean> {
  const router = useRouter();
  return async () => {
    const res = await signOutAction({});
    if (!res.ok) {
      toast({ title: "Error signing out", description: res.formError ?? "Please try again.", variant: "destructive" });
      return false;
    }
    toast({ ...AUTH_TOASTS.signedOut });
    router.replace("/login");
    router.refresh();
    return true;
  };
}
