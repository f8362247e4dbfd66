import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
];
export default config;
