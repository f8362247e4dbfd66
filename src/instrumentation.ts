/**
 * Runs once when a Next.js server starts, before it answers requests: builds the in-memory
 * catalogue index (src/modules/pricing/catalogue-index-store.ts), so the first price comparison
 * after a start does not pay for searching and analysing the catalogue. A failure only logs:
 * comparisons then search in SQL.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  try {
    const { env } = await import("@/server/env");
    if (env.CATALOGUE_INDEX === "off") return;
    const { getDb } = await import("@/server/db");
    const { buildCatalogueIndex } = await import("@/modules/pricing/catalogue-index-store");
    await buildCatalogueIndex(await getDb());
  } catch (e) {
    console.error("[catalogue-index] not built at start; comparisons search in SQL until it is", e);
  }
}
