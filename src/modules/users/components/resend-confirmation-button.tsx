"use client";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { resendConfirmationAction } from "../actions";
import { AUTH_TOASTS } from "../messages";

export function ResendConfirmationButton() {
  const { run, pending } = useAction(resendConfirmationAction, {
    success: { ...AUTH_TOASTS.signUpDone, variant: "success" },
    failure: { title: "Error", serverTitle: true },
  });
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() => void run({})}
    >
      {pending ? "Please wait..." : "Resend confirmation email"}
    </Button>
  );
}
