import { defineConfig } from "vitest/config";
import path from "node:path";

// next-auth imports "next/server" without an extension, which Node's ESM resolver refuses outside
// Next's bundler; tests that load a module's server door (and so Auth.js) get the file itself.
const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only-stub.ts"),
  "next/server": path.resolve(import.meta.dirname, "node_modules/next/server.js"),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
          setupFiles: ["tests/setup/unit-setup.ts"],
          server: { deps: { inline: ["next-auth"] } },
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/setup/integration-global.ts"],
          setupFiles: ["tests/setup/integration-env.ts"],
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
