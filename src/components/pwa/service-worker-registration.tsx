"use client";
import { useEffect } from "react";
import { usePathname } from "next/navigation";

/**
 * Registers the service worker (public/sw.js, decision 022) and, on each page while online, tells
 * it what to keep for offline use: the page's own URL (it keeps list pages only) and the static
 * files this page loaded — the first page ran before the worker controlled it, so its scripts
 * and styles went past the worker and would otherwise be missing offline.
 * Production builds only: in development the worker would serve stale code over hot reloads.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
      console.warn("[pwa] service worker registration failed", err);
    });
  }, []);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator) || !navigator.onLine) return;
    let live = true;
    void navigator.serviceWorker.ready.then((registration) => {
      if (!live || !registration.active) return;
      const assets = performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((url) => url.startsWith(`${location.origin}/_next/static/`));
      registration.active.postMessage({ type: "cache-assets", urls: assets });
      registration.active.postMessage({ type: "cache-page", url: pathname });
    });
    return () => {
      live = false;
    };
  }, [pathname]);

  return null;
}
