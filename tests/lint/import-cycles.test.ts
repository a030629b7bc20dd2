import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * ESLint's import-x/no-cycle does not follow type-only imports, which vanish at run time; a circle of them
 * still ties folders into one knot (server/app.ts was once such a hub). This test reads every import,
 * type-only included, with TypeScript's own pre-processor and fails on any circle.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const sourceFolders = ["app", "contracts", "core", "db", "integrations", "server"];
const aliases = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).imports as Record<string, string>;

function sourceFiles(): string[] {
  return sourceFolders
    .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

function resolve(from: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith(".")) target = path.join(path.dirname(from), specifier);
  for (const [pattern, replacement] of Object.entries(aliases)) {
    const prefix = pattern.replace("*", "");
    if (specifier.startsWith(prefix)) target = path.join(replacement.replace("*", ""), specifier.slice(prefix.length));
  }
  return target === null ? null : path.normalize(target);
}

/** Every import of every source file, `import type` and `export … from` included. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((target) => target !== null && known.has(target));
    graph.set(file, targets as string[]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import cycles, type-only imports included", () => {
  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["server/a.ts", ["server/b.ts"]],
      ["server/b.ts", ["server/c.ts"]],
      ["server/c.ts", ["server/a.ts"]],
      ["server/d.ts", ["server/a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["server/a.ts", "server/b.ts", "server/c.ts"]]);
  });

  it("reads type-only imports and both kinds of specifier", () => {
    const graph = importGraph(["server/app.ts", "server/context.ts", "server/config.ts"]);
    expect(graph.get("server/app.ts")).toContain("server/context.ts"); // `import type { AppEnv, … }`
    const services = importGraph(sourceFiles()).get("server/services.ts") ?? [];
    expect(services).toContain("db/client.ts"); // `#db/client.ts`
  });

  it("has none in the source folders", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(importGraph(files))).toEqual([]);
  });
});
