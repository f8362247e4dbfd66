import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

export const metadata = { title: "Page not found" };

/**
 * Kept free of side effects and request data: Next renders this boundary into every route's
 * payload, so logging here would fire on every page view. Unmatched paths are logged by
 * app/[...missing]/page.tsx before it hands over to this page.
 */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-extrabold text-brand-800">404</h1>
      <h2 className="text-xl font-semibold text-slate-900">Oops! Page not found</h2>
      <p className="text-sm text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClass("primary")}>
        Return to Home
      </Link>
    </main>
  );
}
