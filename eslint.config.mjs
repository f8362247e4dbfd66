import { fileURLToPath } from "node:url";
import { existsSync, readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/*
 * Module boundaries (docs/decisions/008-data-layer-convention.md, 026-front-doors.md). Path rules
 * (import/no-restricted-paths) resolve every import, `@/` alias or relative path, to the file it
 * names, so `../../modules/x/queries` is refused exactly like `@/modules/x/queries`:
 *   - server/ never imports modules/ or app/; components/ and lib/ never import modules/ or app/;
 *     nothing imports app/;
 *   - outside a module, only its front doors may be imported: index.ts (server), client.ts
 *     (components and hooks) and the index of its pure engine/ or parser/ folder;
 *   - engine/ and parser/ folders import nothing impure: no server/, no other module's doors but
 *     its pure ones, no framework, database or I/O packages (no-restricted-imports: package names).
 * ("server-only" is allowed in engines: it marks code that must not reach the browser, it does no I/O.)
 * Tests may cross these lines (they drive route handlers and several modules at once).
 * scripts/check-boundaries.sh proves each rule refuses the alias and the relative form.
 */
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.integration.ts", "**/testing/**", "**/test-support/**"];
const modules = readdirSync(new URL("./src/modules", import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const hasFile = (rel) => existsSync(new URL(`./${rel}`, import.meta.url));
const LAYERS = ["./src/app", "./src/components", "./src/lib", "./src/server", "./src/proxy.ts", "./src/instrumentation.ts", "./src/types"];
const pureDoors = (mod) => ["engine", "parser"].filter((d) => hasFile(`src/modules/${mod}/${d}/index.ts`)).map((d) => `./${d}/index.ts`);
const zones = [
  { target: "./src/server", from: ["./src/modules", "./src/app"], message: "server/ is infrastructure: it never imports modules/ or app/ (inject what it needs)." },
  { target: ["./src/components", "./src/lib"], from: ["./src/modules", "./src/app"], message: "components/ and lib/ sit below the modules: they never import modules/ or app/." },
  { target: ["./src/modules", "./src/proxy.ts", "./src/instrumentation.ts"], from: "./src/app", message: "Nothing imports app/: routes compose modules, not the other way round." },
  ...modules.map((mod) => ({
    target: [...LAYERS, ...modules.filter((m) => m !== mod).map((m) => `./src/modules/${m}`)],
    from: `./src/modules/${mod}`,
    except: ["./index.ts", "./client.ts", "./ui.ts", "./shared.ts", "./server-actions.ts", ...pureDoors(mod)],
    message: `Outside the ${mod} module, import only its front doors: @/modules/${mod} (server), @/modules/${mod}/client (components and hooks)${pureDoors(mod).length ? ` or its pure ${pureDoors(mod).map((d) => d.split("/")[1]).join("/")}` : ""}.`,
  })),
];
const pureZones = modules.flatMap((mod) =>
  ["engine", "parser"].flatMap((kind) => [
    { target: `./src/modules/${mod}/**/${kind}/**`, from: ["./src/server", "./src/app"], message: "engine/ and parser/ are pure: no server infrastructure, no routes." },
    ...modules.map((other) => ({
      target: `./src/modules/${mod}/**/${kind}/**`,
      from: `./src/modules/${other}`,
      except: ["./engine", "./parser"],
      message: "engine/ and parser/ are pure: import only engine/ or parser/ code, never a module's impure files.",
    })),
  ]),
);
const IMPURE_PACKAGES = [
  { regex: "^(next|next/.*|drizzle-orm(/.*)?|pg|pg-.*|@electric-sql/.*|undici|stripe|node:(fs|net|http|https|child_process)(/.*)?|fs|child_process)$", message: "engine/ and parser/ are pure: no framework, database or I/O imports." },
];
const boundaries = [
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: TEST_FILES,
    settings: { "import/resolver": { [fileURLToPath(new URL("./scripts/lib/eslint-alias-resolver.cjs", import.meta.url))]: {} } },
    rules: { "import/no-restricted-paths": ["error", { zones }] },
  },
  // Data-layer convention (decision 008): pages get db from pageContext, route handlers from withRoute.
  { files: ["src/app/**"], ignores: TEST_FILES, rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "(^@/server/db|/server/db)$", importNames: ["getDb"], message: "Pages and route handlers never call getDb(): use pageContext() or withRoute's { db }." }] }] } },
  {
    files: ["src/modules/**/engine/**", "src/modules/**/parser/**"],
    ignores: TEST_FILES,
    settings: { "import/resolver": { [fileURLToPath(new URL("./scripts/lib/eslint-alias-resolver.cjs", import.meta.url))]: {} } },
    rules: { "no-restricted-imports": ["error", { patterns: IMPURE_PACKAGES }], "import/no-restricted-paths": ["error", { zones: [...zones, ...pureZones] }] },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", "public/ocr/**", "drizzle/**", "test-results/**", "test-reports/**", "playwright-report/**", "next-env.d.ts", ".smoke-*", "scratch/**", "scripts/.tmp-*", ".tmp-*"],
  },
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='raw'][callee.object.name='sql']", message: "sql.raw interpolates unescaped text; use sql`` parameters." },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...boundaries,
  // Integration tests run in Node and render no React: a `use*` call there (useBillingHarness)
  // registers vitest's lifecycle hooks at the file's top level, which is where they belong.
  { files: ["**/*.integration.test.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
];
export default config;
