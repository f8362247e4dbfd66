"use client";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { PROMO_MESSAGES } from "../promo-messages";
import { useRotation } from "@/components/ui/use-rotation";

export function PromoBanner() {
  const count = PROMO_MESSAGES.length;
  const { index, goTo, next, prev, autoplaying, containerProps } = useRotation(count);
  const message = PROMO_MESSAGES[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Savings tips"
      className="touch-pan-y select-none rounded-2xl bg-brand-700 p-5 text-white shadow-sm"
      {...containerProps}
    >
      <div className="flex items-center gap-3">
        <button type="button" onClick={prev} aria-label="Previous message" className="shrink-0 rounded-full bg-white/15 px-3 py-1.5 text-lg hover:bg-white/25">
          <span aria-hidden="true">‹</span>
        </button>
        <div aria-live={autoplaying ? "off" : "polite"} className="min-h-20 flex-1">
          <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
            <p className="text-lg font-bold leading-snug">{message.title}</p>
            <p className="mt-1 text-sm text-white">{message.body}</p>
          </div>
        </div>
        <button type="button" onClick={next} aria-label="Next message" className="shrink-0 rounded-full bg-white/15 px-3 py-1.5 text-lg hover:bg-white/25">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <div className="flex gap-1">
          {PROMO_MESSAGES.map((m, i) => (
            <button
              key={m.title}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show message ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              className="flex size-6 items-center justify-center"
            >
              <span aria-hidden="true" className={cn("block h-2 rounded-full transition-all", i === index ? "w-5 bg-white" : "w-2 bg-white/50")} />
            </button>
          ))}
        </div>
        <Link href="/compare" className="hidden rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 md:inline-flex">
          Learn More
        </Link>
      </div>
    </section>
  );
}
