import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/*
 * Module boundaries (docs/decisions/008-data-layer-convention.md), as no-restricted-imports zones:
 * server/ never imports modules/ or app/; nothing imports app/; a module reaches another module
 * only through its non-component files; engine/ and parser/ folders import nothing impure.
 * ("server-only" is allowed there: it marks code that must not reach the browser, it does no I/O.)
 * Tests may cross these lines (they drive route handlers and several modules at once).
 * scripts/check-boundaries.sh proves a backward import fails `npm run lint`.
 */
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.integration.ts", "**/testing/**", "**/test-support/**"];
const NO_APP = { regex: "^@/app(/|$)", message: "Nothing imports app/: routes compose modules, not the other way round." };
const otherComponents = (mod) => ({
  regex: `^@/modules/(?!${mod}/)[^/]+/(.+/)?components(/|$)`,
  message: "Import another module through its non-component files (queries, mutations, types, client.ts), never its components/.",
});
const IMPURE = [
  { regex: "^@/server(/|$)", message: "engine/ and parser/ are pure: no server infrastructure." },
  { regex: "^@/modules/[^/]+/(?!engine(/|$)|parser(/|$))", message: "engine/ and parser/ are pure: import other modules' engine/ or parser/ only." },
  { regex: "^(next|next/.*|drizzle-orm(/.*)?|pg|pg-.*|@electric-sql/.*|undici|stripe|node:(fs|net|http|https|child_process)(/.*)?|fs|child_process)$", message: "engine/ and parser/ are pure: no framework, database or I/O imports." },
];
const modules = readdirSync(new URL("./src/modules", import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const restrict = (files, patterns) => ({ files, ignores: TEST_FILES, rules: { "no-restricted-imports": ["error", { patterns }] } });
const boundaries = [
  restrict(["src/server/**"], [{ regex: "^@/(modules|app)(/|$)", message: "server/ is infrastructure: it never imports modules/ or app/ (inject what it needs)." }]),
  restrict(["src/components/**", "src/lib/**"], [{ regex: "^@/(modules|app)(/|$)", message: "components/ and lib/ sit below the modules: they never import modules/ or app/." }]),
  // Data-layer convention (decision 008): pages get db from pageContext, route handlers from withRoute.
  restrict(["src/app/**"], [{ regex: "^@/server/db$", importNames: ["getDb"], message: "Pages and route handlers never call getDb(): use pageContext() or withRoute's { db }." }]),
  ...modules.flatMap((mod) => [
    restrict([`src/modules/${mod}/**`], [NO_APP, otherComponents(mod)]),
    restrict([`src/modules/${mod}/**/engine/**`, `src/modules/${mod}/**/parser/**`], [NO_APP, otherComponents(mod), ...IMPURE]),
  ]),
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
];
export default config;
