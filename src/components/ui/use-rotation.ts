"use client";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { AUTOPLAY_MS, MANUAL_PAUSE_MS, stepIndex, swipeStep, wrapIndex } from "@/lib/carousel";

interface RotationOptions { intervalMs?: number; pauseMs?: number }

/**
 * Autoplaying rotation for banners. A manual move (arrow, dot, swipe) delays the next automatic
 * step by pauseMs. A mouse resting on the banner, keyboard focus inside it (WAI-ARIA carousel
 * pattern) or a reduced-motion preference holds it. Taps and clicks only count as manual moves:
 * on touch screens a "hover" or a clicked button's focus would otherwise stop rotation for good.
 */
export function useRotation(count: number, { intervalMs = AUTOPLAY_MS, pauseMs = MANUAL_PAUSE_MS }: RotationOptions = {}) {
  const [rawIndex, setIndex] = useState(0);
  const [manualNonce, setManualNonce] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const pointerStart = useRef<number | null>(null);
  const index = wrapIndex(rawIndex, count);
  const held = hovered || focused || reducedMotion;

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
      setManualNonce(0);
    }, manualNonce ? pauseMs : intervalMs);
    return () => clearTimeout(timer);
  }, [rawIndex, manualNonce, held, count, intervalMs, pauseMs]);

  const goTo = useCallback((next: number) => {
    setIndex(wrapIndex(next, count));
    setManualNonce((n) => n + 1);
  }, [count]);

  const containerProps = {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => { if (e.pointerType === "mouse") setHovered(true); },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => { if (e.pointerType === "mouse") setHovered(false); },
    onFocus: (e: FocusEvent<HTMLElement>) => { if (e.target.matches(":focus-visible")) setFocused(true); },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.relatedTarget || !e.currentTarget.contains(e.relatedTarget)) setFocused(false);
    },
    onPointerDown: (e: PointerEvent<HTMLElement>) => { pointerStart.current = e.clientX; },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (pointerStart.current === null) return;
      const step = swipeStep(e.clientX - pointerStart.current);
      pointerStart.current = null;
      if (step) goTo(index + step);
    },
    onPointerCancel: () => { pointerStart.current = null; },
  };

  return { index, goTo, next: () => goTo(index + 1), prev: () => goTo(index - 1), autoplaying: count > 1 && !held, containerProps };
}
