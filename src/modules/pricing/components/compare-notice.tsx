"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/**
 * A comparison that cannot be shown: the spec's toast, then (optionally) back to the list. The
 * card stays as the no-JavaScript fallback and while the redirect is under way.
 */
export function CompareNotice({ title, description, redirectTo }: { title: string; description: string; redirectTo?: string | null }) {
  const router = useRouter();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title, description, variant: "destructive" });
    if (redirectTo) router.replace(redirectTo);
  }, [title, description, redirectTo, router]);
  return (
    <main className="mx-auto max-w-3xl p-4">
      <Card role="status">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
        <Link href={redirectTo ?? "/lists"} className={buttonClass("outline", "mt-3")}>
          {redirectTo && redirectTo !== "/lists" ? "Back to your list" : "Back to lists"}
        </Link>
      </Card>
    </main>
  );
}
