/**
 * Runs once when a Next.js server starts, before it answers requests: builds the in-memory
 * catalogue index (src/modules/catalog/catalogue-index-store.ts), so the first price comparison
 * after a start does not pay for searching and analysing the catalogue. A failure only logs:
 * comparisons then search in SQL.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before anything logs: one console call, one line, whatever a request put in it (issue 23).
  (await import("@/server/log-lines")).installOneLineConsole();
  const { logger } = await import("@/server/logger");
  const { installShutdownHandler, onShutdown } = await import("@/server/shutdown");
  const { setStartupTask } = await import("@/server/readiness");
  installShutdownHandler();
  onShutdown("database", async () => (await import("@/server/db")).closeDb(), "close");
  onShutdown("scraping", async () => (await import("@/modules/scraping")).stopScrapingRuntime());
  onShutdown("price-history", async () => (await import("@/modules/price-ledger")).stopPriceHistoryMaintenance());
  onShutdown("open-data", async () => (await import("@/modules/open-data")).stopOpenDataExport());
  onShutdown("feed-fetch", async () => (await import("@/modules/feeds")).stopFeedFetching());
  onShutdown("receipt-prices", async () => (await import("@/modules/contributions")).stopReceiptPriceRecheck());
  onShutdown("mail", async () => (await import("@/modules/scheduled-mail")).stopMailJobs());
  // Demo store sites on 127.0.0.1:DEMO_SITES_PORT (port in use → another instance serves them); never fatal.
  void import("@/modules/scraping")
    .then((m) => m.ensureDemoSites((message) => logger.info(message)))
    .catch((e: unknown) => logger.error({ err: e }, "demo sites: not started"));
  // Local Stripe fake on 127.0.0.1:STRIPE_FAKE_PORT when no STRIPE_SECRET_KEY is set (port in use → another instance's fake).
  void import("@/modules/billing")
    .then((m) => m.ensureLocalStripeFake((message) => logger.info(message)))
    .catch((e: unknown) => logger.error({ err: e }, "stripe fake: not started; checkout and the portal are unavailable"));
  // Scraping scheduler (node-cron tick + scrape-job worker); not awaited: the app serves meanwhile.
  void import("@/modules/scraping")
    .then((m) => m.startScrapingScheduler())
    .catch((e: unknown) => logger.error({ err: e }, "scraping: scheduler not started"));
  // Price-history partitions and retention (pg-boss job, daily and once now); never fatal.
  void import("@/modules/price-ledger")
    .then((m) => m.startPriceHistoryMaintenance())
    .catch((e: unknown) => logger.error({ err: e }, "price history: maintenance job not started"));
  // Nightly open-data export (pg-boss job; once now when none exists); never fatal.
  void import("@/modules/open-data")
    .then((m) => m.startOpenDataExport())
    .catch((e: unknown) => logger.error({ err: e }, "open data: export job not started"));
  // Retailers' feed URLs, fetched at their hour (node-cron, every 15 minutes); never fatal.
  void import("@/modules/feeds")
    .then((m) => m.startFeedFetching())
    .catch((e: unknown) => logger.error({ err: e }, "feeds: scheduled fetching not started"));
  // Shared receipt prices: the nightly outlier re-check (node-cron, UTC); never fatal.
  void import("@/modules/contributions")
    .then((m) => m.startReceiptPriceRecheck())
    .catch((e: unknown) => logger.error({ err: e }, "receipt prices: nightly re-check not started"));
  // Scheduled e-mails (pg-boss job; each e-mail sent once); never fatal.
  void import("@/modules/scheduled-mail")
    .then((m) => m.startMailJobs())
    .catch((e: unknown) => logger.error({ err: e }, "mail: scheduled e-mails not started"));
  await buildIndexAtStart(setStartupTask);
  await buildPriceSlicesAtStart(setStartupTask);
}

type SetStartupTask = (name: string, value: "pending" | "ready" | "failed" | "off") => void;

/** The in-memory catalogue index (comparisons search in SQL until it is built). */
function buildIndexAtStart(setStartupTask: SetStartupTask): Promise<void> {
  return startupTask(setStartupTask, "catalogueIndex", (env) => env.CATALOGUE_INDEX === "on", async (db) => (await import("@/modules/catalog")).buildCatalogueIndex(db),
    "catalogue index: not built at start; comparisons search in SQL until it is");
}

/** Every store's current prices in memory (decision 039), after the catalogue index; comparisons rank offers in SQL until then. */
function buildPriceSlicesAtStart(setStartupTask: SetStartupTask): Promise<void> {
  return startupTask(setStartupTask, "priceSlices", (env) => env.PRICE_SLICES === "on", async (db) => {
    // Inside this condition the Edge build drops the import (pricing's door reaches the password hasher, a Node addon).
    if (process.env.NEXT_RUNTIME === "nodejs") await (await import("@/modules/pricing")).buildPriceSlices(db);
  }, "price slices: not loaded at start; comparisons rank offers in SQL");
}

/**
 * A start-up task readiness waits for: pending while it runs, ready after, off when switched off or
 * failed (comparisons still work without it, so readiness does not wait on a failure; it is logged).
 */
async function startupTask(
  setStartupTask: SetStartupTask,
  name: string,
  enabled: (env: typeof import("@/server/env").env) => boolean,
  build: (db: import("@/server/db").Db) => Promise<void>,
  failure: string,
): Promise<void> {
  try {
    const { env } = await import("@/server/env");
    if (!enabled(env)) return setStartupTask(name, "off");
    setStartupTask(name, "pending");
    const { getDb } = await import("@/server/db");
    await build(await getDb());
    setStartupTask(name, "ready");
  } catch (e) {
    setStartupTask(name, "off");
    const { logger } = await import("@/server/logger");
    logger.error({ err: e }, failure);
  }
}

/**
 * Every error Next catches while rendering or handling a request, logged once with its digest:
 * the same reference the error pages (each route group's error.tsx, global-error.tsx) show the
 * visitor, so support can find the error from what the visitor quotes. describeError never logs a
 * database error's message (it can carry the query's parameters).
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routerKind: string; routePath: string; routeType: string },
): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/server/logger");
  const digest = (error as { digest?: unknown } | null)?.digest;
  logger.error(
    { ref: typeof digest === "string" ? digest : "none", method: request.method, path: request.path.split("?")[0], routeType: context.routeType, routePath: context.routePath, err: error },
    "request error",
  );
}
