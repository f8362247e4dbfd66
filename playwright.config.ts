import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * E2E runs against `next start` on 127.0.0.1 with a fresh, seeded database: the E2E PostgreSQL
 * database when E2E_DATABASE_URL is set (CI), otherwise a throwaway embedded PGlite directory.
 * Debian's Chromium: Playwright cannot download browsers on these machines.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "npx tsx --conditions=react-server --import ./scripts/lib/next-react-server.mjs scripts/start.ts",
        url: `${baseURL}/login`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          PORT: String(port),
          HOSTNAME: "127.0.0.1",
          CARTWISE_RESET_DB: "true",
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : { DATABASE_URL: "", PGLITE_DIR: "./.data/e2e-pglite" }),
          MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? "./.data/e2e-outbox",
          AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-e2e-only-secret-e2e-only-secret",
          APP_URL: baseURL,
          GOOGLE_MAPS_API_KEY: "",
          STRIPE_SECRET_KEY: "",
          EXCHANGE_RATES_URL: "",
          // The journeys sign up ~40 accounts from 127.0.0.1 within minutes; production keeps the default 10.
          SIGNUP_LIMIT_PER_CLIENT: "1000",
        },
      },
});
