"use client";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

/** Goes back when there is somewhere to go back to (policy pages also open in new tabs); else home. */
export function BackButton({ fallbackHref = "/" }: { fallbackHref?: string }) {
  const router = useRouter();
  const onClick = () => {
    if (window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <Button variant="ghost" onClick={onClick} className="-ml-2 px-2">
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
