"use client";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { advance, describeStep, goBack } from "../engine/steps";
import { ONBOARDING_SLIDES } from "../slides";

export function OnboardingCarousel() {
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = ONBOARDING_SLIDES.length;
  const step = describeStep(index, count);
  const slide = ONBOARDING_SLIDES[index];
  const SlideIcon = slide.icon;

  // Moving focus to the new heading tells screen-reader users the slide changed.
  const show = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const onNext = () => {
    const next = advance(index, count);
    if (next === "finish") router.push("/login");
    else show(next);
  };

  return (
    <section aria-roledescription="carousel" aria-label="Introduction to Cartwise" className="flex flex-col items-center gap-6 text-center">
      <div aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className="flex min-h-64 flex-col items-center gap-4">
        <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <SlideIcon aria-hidden="true" className="h-12 w-12" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">{slide.title}</h2>
        <p className="max-w-sm text-base text-slate-700">{slide.body}</p>
      </div>
      <ol className="flex gap-2" aria-label="Progress">
        {ONBOARDING_SLIDES.map((s, i) => (
          <li key={s.title} aria-current={i === index ? "step" : undefined} className={cn("h-2 rounded-full transition-all", i === index ? "w-6 bg-brand-700" : "w-2 bg-slate-300")}>
            <span className="sr-only">{`Step ${i + 1}: ${s.title}`}</span>
          </li>
        ))}
      </ol>
      <div className="flex w-full max-w-sm justify-between gap-3">
        <Button variant="outline" disabled={!step.canGoBack} onClick={() => show(goBack(index, count))} className="flex-1">
          Back
        </Button>
        <Button onClick={onNext} className="flex-1">
          {step.primaryLabel}
        </Button>
      </div>
    </section>
  );
}
