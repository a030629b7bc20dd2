import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Proof that eslint.config.ts enforces the direction of knowledge (docs/architecture.md): every forbidden
 * direction is an `import-x/no-restricted-paths` error, by `#folder/*` alias and by relative path; every
 * allowed direction lints clean (and `import-x/no-unresolved` makes that mean "resolved and allowed", not
 * "not resolved"); `import-x/no-cycle` reports a cycle. Files are linted as text at paths inside each
 * folder that need not exist; the imported files are real.
 */

const repoRoot = path.resolve(import.meta.dirname, "../..");
const restricted = "import-x/no-restricted-paths";

/** A real file in each of our folders, imported by the probes below. */
const realFile: Record<string, string> = {
  core: "core/fees.ts",
  contracts: "contracts/paths.ts",
  db: "db/client.ts",
  integrations: "integrations/storage/file-store.ts",
  server: "server/config.ts",
  app: "app/root.tsx",
  tests: "tests/support/sample-documents.ts",
  scripts: "scripts/precompress.ts",
  bench: "bench/availability.ts",
};
const ours = Object.keys(realFile);

/** The rule, written out independently of eslint.config.ts: what each source folder may import. */
const mayImport: Record<string, string[]> = {
  core: [],
  contracts: ["core"],
  db: ["core"],
  integrations: ["core", "db"],
  server: ["core", "contracts", "db", "integrations"],
  app: ["core", "contracts"],
};
/** Folders with no rule: tests, scripts, bench and the root config files import anything. */
const unrestricted = ["tests", "scripts", "bench", "."];

const features = readdirSync(path.join(repoRoot, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A real module in each feature folder. */
const featureFile = Object.fromEntries(
  features.map((feature) => {
    const modules = readdirSync(path.join(repoRoot, "app/features", feature))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .sort();
    return [feature, `app/features/${feature}/${modules[0]}`];
  }),
);

/** The folders with a `#folder/*` alias in package.json "imports" (scripts/ and bench/ have none). */
const aliased = Object.keys(JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")).imports as object).map((key) =>
  key.replace(/^#|\/\*$/g, ""),
);
/** The path from `fromFile` to `file`, as code writes it (`../../core/fees.ts`, `./x.ts`). */
function relative(fromFile: string, file: string) {
  const spec = path
    .relative(path.dirname(path.join(repoRoot, fromFile)), path.join(repoRoot, file))
    .split(path.sep)
    .join("/");
  return spec.startsWith(".") ? spec : `./${spec}`;
}
/** A probe file one folder deep, so a relative import has to climb out of its folder. */
const probeIn = (folder: string, name = "probe.ts") => path.posix.join(folder, "lint-probe", name);

let eslint: ESLint;

beforeAll(() => {
  // `ignore: false` so the cycle fixtures, which `npm run lint` skips, can be linted; one instance for all.
  eslint = new ESLint({ cwd: repoRoot, ignore: false });
  for (const file of [...Object.values(realFile), ...Object.values(featureFile)]) {
    expect(existsSync(path.join(repoRoot, file)), `${file} must exist for the probes to mean anything`).toBe(true);
  }
});

async function lint(filePath: string, specifiers: string[]) {
  const code = specifiers.map((spec, index) => `import * as imported${index} from "${spec}";`).join("\n");
  const exported = specifiers.map((_, index) => `imported${index}`).join(", ");
  const [result] = await eslint.lintText(`${code}\nexport { ${exported} };\n`, { filePath: path.join(repoRoot, filePath) });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages;
}

const summary = (messages: Linter.LintMessage[]) => messages.map((m) => `${m.line}: ${m.ruleId} ${m.message}`);

/** The import-style rule's report of a `../` path: a matter of style, proved on its own below, not of direction. */
const isClimbingStyle = (m: Linter.LintMessage) => m.ruleId === "no-restricted-imports" && m.message.includes("not ../");
const withoutStyle = (messages: Linter.LintMessage[]) => messages.filter((m) => !isClimbingStyle(m));

/** The ways code names `file` from `probe`: its relative path and, where the folder has one, its alias (`#core/fees.ts`). */
function specifiers(probe: string, file: string) {
  const folder = file.split("/")[0]!;
  return [relative(probe, file), ...(aliased.includes(folder) ? [`#${file}`] : [])];
}

/** Every way of importing the file is reported, once, by no-restricted-paths. */
async function expectForbidden(probe: string, target: string) {
  const specs = specifiers(probe, target);
  const messages = await lint(probe, specs);
  const errors = messages.filter((m) => m.ruleId === restricted);
  expect(
    errors.map((m) => m.line),
    summary(messages).join("\n"),
  ).toEqual(specs.map((_, index) => index + 1));
  expect(errors.every((m) => m.severity === 2)).toBe(true);
}

/** Every way of importing the file resolves (no-unresolved is on) and nothing at all is reported. */
async function expectAllowed(probe: string, target: string) {
  const messages = await lint(probe, specifiers(probe, target));
  expect(summary(withoutStyle(messages))).toEqual([]);
}

const forbiddenCases = Object.entries(mayImport).flatMap(([folder, allowed]) =>
  ours.filter((other) => other !== folder && !allowed.includes(other)).map((other) => [folder, other] as const),
);
const allowedCases = [
  ...Object.entries(mayImport).flatMap(([folder, allowed]) => [folder, ...allowed].map((other) => [folder, other] as const)),
  ...unrestricted.flatMap((folder) => ours.map((other) => [folder, other] as const)),
];

describe("the direction of knowledge", () => {
  it("covers every source folder and every forbidden pair", () => {
    expect(forbiddenCases.length).toBe(8 + 7 + 7 + 6 + 4 + 6);
    expect(aliased).toEqual(expect.arrayContaining([...Object.keys(mayImport), "tests"]));
  });

  it.each(forbiddenCases)("%s/ must not import %s/", async (folder, other) => {
    await expectForbidden(probeIn(folder), realFile[other]!);
    if (folder === "app") await expectForbidden(probeIn(folder, "probe.tsx"), realFile[other]!);
  });

  it.each(allowedCases)("%s/ may import %s/", async (folder, other) => {
    await expectAllowed(probeIn(folder), realFile[other]!);
  });

  it.each(Object.keys(mayImport))("a test in %s/ may use tests/support but is otherwise held to the rule", async (folder) => {
    const probe = probeIn(folder, "probe.test.ts");
    await expectAllowed(probe, realFile.tests!);
    if (folder !== "server") await expectForbidden(probe, realFile.server!);
    else await expectForbidden(probe, realFile.app!);
  });

  it("catches a *.server.ts module of the app importing the server", async () => {
    await expectForbidden("app/lib/lint-probe.server.ts", realFile.server!);
    await expectForbidden("app/features/payments/lint-probe.server.ts", realFile.server!);
  });

  it("catches every way of importing: type-only, re-export, dynamic import", async () => {
    const probe = probeIn("core");
    const code = [
      `import type { Config } from "#server/config.ts";`,
      `export { getConfig } from "#server/config.ts";`,
      `export const later = () => import("#server/config.ts");`,
      `export type Later = Config;`,
    ].join("\n");
    const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, probe) });
    const errors = result!.messages.filter((m) => m.ruleId === restricted);
    expect(
      errors.map((m) => m.line),
      summary(result!.messages).join("\n"),
    ).toEqual([1, 2, 3]);
  });

  it("reports an import that does not resolve, which the boundary rules would otherwise let pass", async () => {
    const messages = await lint(probeIn("core"), ["#server/no-such-file.ts", "../../server/no-such-file.ts"]);
    expect(messages.filter((m) => m.ruleId === "import-x/no-unresolved").map((m) => m.line)).toEqual([1, 2]);
  });
});

describe("one import style", () => {
  it("reports a path that climbs out of its folder, and not an alias or a path inside the folder", async () => {
    const messages = await lint("app/features/booking/lint-probe.tsx", [
      "../../lib/utils.ts",
      "#app/lib/utils.ts",
      "./booking-messages.ts",
    ]);
    expect(messages.filter(isClimbingStyle).map((m) => m.line)).toEqual([1]);
    expect(summary(withoutStyle(messages))).toEqual([]);
  });
});

describe("app features", () => {
  const pairs = features.flatMap((feature) => features.filter((other) => other !== feature).map((other) => [feature, other] as const));

  it("finds the feature folders", () => {
    expect(features).toEqual(expect.arrayContaining(["booking", "payments"]));
  });

  it.each(pairs)("app/features/%s/ must not import app/features/%s/", async (feature, other) => {
    await expectForbidden(`app/features/${feature}/lint-probe.tsx`, featureFile[other]!);
  });

  it.each(features)("app/features/%s/ may import itself, components, lib, core and contracts", async (feature) => {
    const probe = `app/features/${feature}/lint-probe.tsx`;
    for (const file of [featureFile[feature]!, "app/lib/utils.ts", "app/components/site-header.tsx", realFile.core!, realFile.contracts!]) {
      await expectAllowed(probe, file);
    }
  });
});

describe("import cycles", () => {
  it("reports a cycle, through a relative path and an alias", async () => {
    const [first, second] = await eslint.lintFiles(["tests/lint/fixtures/cycle/first.ts", "tests/lint/fixtures/cycle/second.ts"]);
    for (const result of [first, second]) {
      const messages = withoutStyle(result!.messages);
      expect(
        messages.map((m) => m.ruleId),
        summary(messages).join("\n"),
      ).toEqual(["import-x/no-cycle"]);
    }
  });

  it("does not see a cycle made only of type imports (import-x's no-cycle skips them)", async () => {
    const results = await eslint.lintFiles(["tests/lint/fixtures/type-cycle/first.ts", "tests/lint/fixtures/type-cycle/second.ts"]);
    expect(results.flatMap((result) => summary(result.messages))).toEqual([]);
  });

  it.each(Object.keys(mayImport))("checks %s/ for cycles", async (folder) => {
    const files = folder === "app" ? ["x.ts", "x.tsx"] : ["x.ts"];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(path.join(repoRoot, folder, file))) as Linter.Config;
      const rule = config.rules?.["import-x/no-cycle"];
      expect(Array.isArray(rule) ? rule[0] : rule, `${folder}/${file}`).toBe(2);
    }
  });

  it("keeps the fixtures out of `npm run lint`", async () => {
    const normal = new ESLint({ cwd: repoRoot });
    expect(await normal.isPathIgnored(path.join(repoRoot, "tests/lint/fixtures/cycle/first.ts"))).toBe(true);
    expect(await normal.isPathIgnored(path.join(repoRoot, "tests/lint/boundaries.test.ts"))).toBe(false);
  });
});
