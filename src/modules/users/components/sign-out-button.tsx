"use client";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useSignOut } from "./use-sign-out";

export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="outline" className={className} disabled={pending} onClick={() => startTransition(async () => { await signOut(); })}>
      {pending ? "Please wait..." : "Sign Out"}
    </Button>
  );
}
