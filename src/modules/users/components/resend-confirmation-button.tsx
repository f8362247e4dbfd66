"use client";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { resendConfirmationAction } from "../actions";
import { AUTH_TOASTS } from "../messages";

export function ResendConfirmationButton() {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const res = await resendConfirmationAction({});
          if (res.ok) toast({ ...AUTH_TOASTS.signUpDone, variant: "success" });
          else toast({ title: res.title ?? "Error", description: res.formError ?? "Please try again.", variant: "destructive" });
        })
      }
    >
      {pending ? "Please wait..." : "Resend confirmation email"}
    </Button>
  );
}
