export type {
  IgnoredLock,
  OptimiserBudget,
  OptimiserInput,
  OptimiserItem,
  OptimiserLock,
  OptimiserPrice,
  OptimiserResult,
  OptimiserStats,
  OptimiserStore,
  PlanStore,
} from "./types";
export { optimise, bestSingleStore, greedyBaseline } from "./optimise";
export { DEFAULT_MIN_ITEMS_PER_STORE } from "./instance";
export { planWithRadius, DEFAULT_RADIUS_STEPS_KM, type DistanceFiltering, type RadiusPlan } from "./radius-policy";
export { explainPlan, type ExplainOptions } from "./explain-plan";
export { parseCliInstance, toCliOutput, CliFormatError, type CliInstance, type CliOutput } from "./cli-format";
export {
  AMOUNT_OVER, AMOUNT_UNDER, describeAmount, fitCost, fitPacks, formatAmount, isLoose, regionOfCurrency, resolveAmount, usualPack,
  type Amount, type AmountSource, type AmountUnit, type PackFit, type PackProduct, type ResolvedAmount,
} from "./amount";
