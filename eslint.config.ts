import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import type { Linter } from "eslint";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const repoRoot = import.meta.dirname;

/**
 * The direction of knowledge (docs/architecture.md, "Folders and the direction of knowledge"): which of
 * our folders each source folder may import. Everything of ours that is not listed is forbidden, whether
 * it is reached through a `#folder/*` alias or a relative path: the zones below are matched against
 * resolved file paths. tests/, scripts/, bench/ and the root config files may import anything.
 * Proof: tests/lint/boundaries.test.ts.
 */
const mayImport = {
  core: [],
  contracts: ["core"],
  db: ["core"],
  integrations: ["core", "db"],
  server: ["core", "contracts", "db", "integrations"],
  app: ["core", "contracts"],
} as const satisfies Record<string, readonly string[]>;
type SourceFolder = keyof typeof mayImport;
const sourceFolders = Object.keys(mayImport) as SourceFolder[];
/** Folders of ours that hold no shipped code: no source file imports them (a test file may import tests/). */
const toolFolders = ["tests", "scripts", "bench"];

/** One zone per source folder; `testFile` zones let a co-located `*.test.ts(x)` use tests/support. */
function folderZones(testFile: boolean) {
  return sourceFolders.map((folder) => {
    const allowed: readonly string[] = mayImport[folder];
    const forbidden = [...sourceFolders, ...toolFolders].filter(
      (other) => other !== folder && !allowed.includes(other) && !(testFile && other === "tests"),
    );
    const may = allowed.length > 0 ? `imports only ${allowed.map((name) => `${name}/`).join(", ")}` : "imports nothing of ours";
    return { target: `./${folder}`, from: forbidden.map((other) => `./${other}`), message: `${folder}/ ${may} (docs/architecture.md).` };
  });
}

/** A feature of the app does not import another: what two features share moves to components/, lib/ or contracts/. */
const features = readdirSync(path.join(repoRoot, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: `app/features/${feature}/ does not import another feature; share through app/components, app/lib or contracts/.`,
}));

const restrictedPaths = (testFile: boolean): Linter.RuleEntry => [
  "error",
  { basePath: repoRoot, zones: [...folderZones(testFile), ...featureZones] },
];

/** An import that climbs out of its folder: written with the folder's alias instead. */
const climbingImport = { group: ["../*"], message: "Import another folder through its alias (#app/..., #server/...), not ../." };

const sourceFiles = sourceFolders.map((folder) => `${folder}/**/*.{ts,tsx}`);
/** Files that exist only to prove no-cycle reports a cycle (tests/lint/boundaries.test.ts); `npm run lint` skips them. */
const lintFixtures = "tests/lint/fixtures/";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      // StrykerJS's sandboxes (copies of the project) and its reports: `npm run test:mutation`.
      ".stryker-tmp/",
      "reports/mutation/",
      lintFixtures,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type A }` still loads the module under verbatimModuleSyntax: a page would load zod for a type.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.ts"],
    rules: { "no-console": "off" },
  },
  {
    // Imports are resolved the way Node resolves them (package.json "imports" for #folder/*, the .ts
    // extensions the code writes), so the rules below see real files. A rule that cannot resolve an
    // import lets it pass; tests/lint/boundaries.test.ts fails if that happens.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".node"],
          conditionNames: ["import", "module", "default", "node", "require"],
        }),
      ],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
    },
    rules: {
      // An import the resolver cannot find would slip past no-restricted-paths and no-cycle: make it an error.
      "import-x/no-unresolved": "error",
      "import-x/no-restricted-paths": restrictedPaths(false),
    },
  },
  {
    // A co-located test may use the shared test helpers (tests/support); otherwise its folder's rule holds.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": restrictedPaths(true) },
  },
  {
    // No import cycles in the source folders. import-x's no-cycle skips type-only imports (`import type`,
    // `import { type X }`): they vanish when the code runs. Tests are left out: nothing imports a test, so
    // a test is never in a cycle, and following a test's imports (tests/support reaches the whole server) is slow.
    files: [...sourceFiles, `${lintFixtures}**/*.ts`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // One import style: another folder is reached by its alias (#app/..., #server/...), never by climbing
    // out with ../; a relative path stays inside its own folder.
    files: ["**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [climbingImport] }] },
  },
  {
    // The core holds business rules only: nothing of HTTP, the database, React or the providers.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            climbingImport,
            {
              group: ["react", "react-*", "@react-router/*", "hono", "hono/*", "@hono/*", "drizzle-orm*", "pg", "pg-*", "@electric-sql/*"],
            },
          ],
        },
      ],
    },
  },
  {
    // A button says what it does: without a type it submits whatever form it ends up in (html-validate's
    // no-implicit-button-type holds the rendered pages to the same). Spread props may carry the type, and
    // asChild renders the child element instead of a button.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name=/^(button|Button)$/]:not(:has(JSXAttribute[name.name=/^(type|asChild)$/])):not(:has(JSXSpreadAttribute))",
          message: 'Give the button its type: type="button", or type="submit" for the one that sends its form.',
        },
      ],
    },
  },
);
