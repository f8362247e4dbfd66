"use client";
import Link from "next/link";
import { useEffect } from "react";
import { Button, buttonClass } from "@/components/ui/button";

export interface ErrorScreenProps {
  /** What Next hands an error boundary: `digest` is set for errors thrown on the server. */
  error: Error & { digest?: string };
  reset: () => void;
  /** Where "back" goes in this part of the app (Home, the retailer dashboard, …). */
  home: { href: string; label: string };
}

/**
 * The friendly page an unexpected error leaves behind, with the reference support can look up.
 * A server error's reference is Next's digest, which the server logged with the error itself
 * (instrumentation.ts onRequestError); the message of an unknown error is never shown.
 */
export function ErrorScreen({ error, reset, home }: ErrorScreenProps) {
  useEffect(() => {
    // Errors thrown in the browser have no digest and never reach the server log: keep them in the console.
    if (!error.digest) console.error("[client-error]", error);
  }, [error]);
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-10 text-center" role="alert" aria-live="assertive">
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="text-sm text-slate-600">
        We couldn&apos;t show this page. Please try again; if it keeps happening, contact support and quote the reference below.
      </p>
      <p className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800" data-testid="error-reference">
        Reference: {error.digest ?? "not available (the error happened in your browser)"}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => reset()}>Try again</Button>
        <Link href={home.href} className={buttonClass("outline")}>
          {home.label}
        </Link>
      </div>
    </main>
  );
}
