"use client";

/**
 * Checkout and the portal open in a new tab (spec). The tab is opened synchronously inside the
 * click, before the server answers, so popup blockers allow it; if the browser refuses anyway,
 * the current tab goes there instead.
 */
export function openPendingTab(): { go: (url: string) => void; cancel: () => void } {
  const tab = typeof window === "undefined" ? null : window.open("", "_blank");
  if (tab) tab.opener = null;
  return {
    go(url: string) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    cancel() {
      tab?.close();
    },
  };
}
