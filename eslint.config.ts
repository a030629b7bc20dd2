import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.ts"],
    rules: { "no-console": "off" },
  },
  {
    // The core holds business rules only: nothing of HTTP, the database, React or the providers.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["react", "react-*", "hono", "hono/*", "drizzle-orm*", "pg", "../server/*", "../db/*", "../app/*", "../integrations/*"] },
      ],
    },
  },
  {
    // The browser app reaches the server over HTTP only; loaders may use *.server.ts modules.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/*", "**/db/*", "**/integrations/*"] }],
    },
  },
);
