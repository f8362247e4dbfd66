"use client";
import { useEffect, useState } from "react";
import { AUTOPLAY_MS, MANUAL_PAUSE_MS, stepIndex, wrapIndex } from "@/modules/home/engine/carousel";

/**
 * Ad rotation: one step every 5 s; choosing a dot holds for 10 s first. A mouse resting on the
 * banner, keyboard focus inside it or a reduced-motion preference holds it (WAI-ARIA carousel).
 */
export function useAdRotation(count: number) {
  const [rawIndex, setIndex] = useState(0);
  const [manual, setManual] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const held = hovered || focused || reducedMotion;
  const index = wrapIndex(rawIndex, count);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    if (count < 2 || held) return;
    const timer = setTimeout(() => {
      setIndex((i) => stepIndex(i, 1, count));
      setManual(0);
    }, manual ? MANUAL_PAUSE_MS : AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rawIndex, manual, held, count]);

  return {
    index,
    autoplaying: count > 1 && !held,
    goTo: (i: number) => {
      setIndex(wrapIndex(i, count));
      setManual((n) => n + 1);
    },
    containerProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (e: React.FocusEvent<HTMLElement>) => setFocused(e.target.matches(":focus-visible")),
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.relatedTarget || !e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
      },
    },
  };
}
