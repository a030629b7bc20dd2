import { createRequire } from "node:module";
import ts from "typescript";

/**
 * The properties schema.org gives each type, as schema-dts declares them (each type's `<Type>Leaf`, with
 * everything it inherits), read with TypeScript's own checker: the JSON-LD a page carries is checked against
 * the same vocabulary its builders are typed with, but on what the page actually says.
 */
export interface SchemaOrgVocabulary {
  /** The type's property names, or undefined for a name schema.org does not have. */
  propertiesOf(type: string): ReadonlySet<string> | undefined;
}

export function schemaOrgVocabulary(): SchemaOrgVocabulary {
  const declarations = createRequire(import.meta.url)
    .resolve("schema-dts")
    .replace(/\.js$/, ".d.ts");
  const program = ts.createProgram([declarations], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(declarations)!);
  if (!module) throw new Error(`schema-dts declarations not found at ${declarations}`);
  const leaves = new Map(checker.getExportsOfModule(module).map((symbol) => [symbol.name, symbol]));
  const known = new Map<string, ReadonlySet<string> | undefined>();
  return {
    propertiesOf(type) {
      if (!known.has(type)) {
        const leaf = leaves.get(`${type}Leaf`);
        const properties = leaf && checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(leaf)).map((property) => property.name);
        known.set(type, properties && new Set(properties));
      }
      return known.get(type);
    },
  };
}

/**
 * What in `data` (a JSON-LD block, parsed) schema.org does not define: a node whose @type it has no such
 * type, or a property that none of the node's types has. Nested nodes are checked the same way.
 */
export function jsonLdProblems(data: unknown, vocabulary: SchemaOrgVocabulary, where = "$"): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => jsonLdProblems(item, vocabulary, `${where}[${index}]`));
  if (typeof data !== "object" || data === null) return [];
  const node = data as Record<string, unknown>;
  const problems: string[] = [];
  const declared = node["@type"];
  const types = typeof declared === "string" ? [declared] : Array.isArray(declared) ? declared.map(String) : [];
  const unknown = types.filter((type) => !vocabulary.propertiesOf(type));
  // A type schema.org does not have is the problem: its properties cannot be weighed.
  for (const type of unknown) problems.push(`${where}: schema.org has no type ${type}`);
  if (types.length > 0 && unknown.length === 0) {
    const allowed = new Set(types.flatMap((type) => [...vocabulary.propertiesOf(type)!]));
    for (const key of Object.keys(node)) {
      if (!key.startsWith("@") && !allowed.has(key)) problems.push(`${where}: ${key} is not a property of ${types.join(", ")}`);
    }
  }
  for (const [key, value] of Object.entries(node)) problems.push(...jsonLdProblems(value, vocabulary, `${where}.${key}`));
  return problems;
}
