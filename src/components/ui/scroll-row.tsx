"use client";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * A row that scrolls sideways when it does not fit (portal navigation, admin tabs on a phone),
 * with a visible hint: the edge that has more is faded and carries an arrow button that scrolls
 * one step that way. The row never makes the page wider; the item marked `aria-current="page"` or
 * `aria-selected="true"` is scrolled into view on load, so the current section is never off-screen.
 */
export function ScrollRow({ children, className, rowClassName, fade = "from-white" }: { children: ReactNode; className?: string; rowClassName?: string; fade?: string }) {
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const current = el.querySelector<HTMLElement>('[aria-current="page"], [aria-selected="true"]');
    if (current) {
      // Centred, so neither faded edge covers it.
      const start = current.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
      if (start + current.offsetWidth > el.clientWidth) el.scrollLeft = start - (el.clientWidth - current.offsetWidth) / 2;
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [measure]);

  const step = (dir: -1 | 1) => {
    const el = row.current;
    if (el) el.scrollBy({ left: dir * Math.max(120, el.clientWidth * 0.6), behavior: "smooth" });
  };

  return (
    <div className={cn("relative min-w-0 max-w-full", className)} data-scroll-more={more.right ? (more.left ? "both" : "right") : more.left ? "left" : "none"}>
      <div ref={row} className={cn("overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden", rowClassName)}>
        {children}
      </div>
      {more.left ? (
        <div className={cn("pointer-events-none absolute inset-y-0 left-0 flex w-12 items-center bg-gradient-to-r to-transparent", fade)}>
          <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => step(-1)} className="pointer-events-auto flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200">
            <ChevronLeft className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      {more.right ? (
        <div className={cn("pointer-events-none absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-gradient-to-l to-transparent", fade)} data-testid="scroll-more">
          <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => step(1)} className="pointer-events-auto flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200">
            <ChevronRight className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
