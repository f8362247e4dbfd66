"use client";
import { useEffect } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";

/**
 * Signed in, but no retailer profile yet: say so ("Setup required") and go to the portal's Sign Up
 * tab. Rendered by retailer pages instead of their content.
 */
export function SetupRequired() {
  const router = useRouter();
  useEffect(() => {
    toast({ title: "Setup required", description: "Please complete your retailer registration." });
    router.replace("/retailer/auth?tab=signup");
  }, [router]);
  return (
    <main className="mx-auto max-w-md p-6 text-center">
      <h1 className="text-xl font-bold text-slate-900">Setup required</h1>
      <p className="mt-2 text-sm text-slate-600">
        Please complete your retailer registration. <Link href="/retailer/auth?tab=signup" className="font-medium text-brand-700 underline">Go to Sign Up</Link>
      </p>
    </main>
  );
}
