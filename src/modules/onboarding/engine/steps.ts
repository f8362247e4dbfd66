/** Onboarding moves linearly (no wrap-around): Back stops at the first slide, the last Next leaves. */

export interface OnboardingStep { canGoBack: boolean; isLast: boolean; primaryLabel: "Next" | "Get Started" }

export function clampStep(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function describeStep(index: number, count: number): OnboardingStep {
  const i = clampStep(index, count);
  const isLast = i === count - 1;
  return { canGoBack: i > 0, isLast, primaryLabel: isLast ? "Get Started" : "Next" };
}

/** The slide after pressing the primary button, or "finish" when it was Get Started. */
export function advance(index: number, count: number): number | "finish" {
  const i = clampStep(index, count);
  return i >= count - 1 ? "finish" : i + 1;
}

export function goBack(index: number, count: number): number {
  return clampStep(index - 1, count);
}
