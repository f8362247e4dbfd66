"use client";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Calls onSeen(key) the first time the element is at least half on screen while showing `key`,
 * once per key for the life of the component (one page view). A banner rotating back to an ad it
 * already showed does not count it again.
 */
export function useSeenOnce<T extends Element>(ref: RefObject<T | null>, key: string | null, onSeen: (key: string) => void): void {
  const seen = useRef(new Set<string>());
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !key || seen.current.has(key)) return;
    if (typeof IntersectionObserver === "undefined") {
      seen.current.add(key);
      callback.current(key);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.5) && !seen.current.has(key)) {
          seen.current.add(key);
          callback.current(key);
          observer.disconnect();
        }
      },
      { threshold: [0.5] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, key]);
}
