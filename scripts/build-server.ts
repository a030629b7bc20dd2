import { readFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { createPgliteTemplate } from "#db/client.ts";
import { parseConfig } from "#server/config.ts";
import { pgliteTemplateFolder, serverBundleFile } from "#server/build-files.ts";

// The production server as one file, and a migrated embedded database for its first start: Node 24 starts
// the bundle in a third of the CPU time and memory of the TypeScript sources (docs/decisions/0045).
const { buildDir } = parseConfig(process.env);
const bundle = serverBundleFile(buildDir);

/**
 * Our modules find their files (migrations, fonts) next to their source: `import.meta.url` keeps meaning the
 * source file's address, relative to the bundle so the build folder and the sources move together.
 */
const sourceAddresses: Plugin = {
  name: "source-addresses",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const relative = path.relative(path.dirname(bundle), args.path).split(path.sep).join("/");
      const address = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: (await readFile(args.path, "utf8")).replaceAll("import.meta.url", address), loader: "ts" };
    });
  },
};

await build({
  entryPoints: ["server/main.ts"],
  outfile: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // Packages that read their own files (PGlite's WebAssembly, pdfkit's font data) stay in node_modules.
  external: ["@electric-sql/pglite", "pdfkit", "pg-native"],
  // CommonJS packages inside an ES module bundle still call require().
  banner: {
    js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);',
  },
  plugins: [sourceAddresses],
  logLevel: "warning",
  legalComments: "none",
});
console.log(`server bundle: ${path.relative(process.cwd(), bundle)}`);

const template = pgliteTemplateFolder(buildDir);
await createPgliteTemplate(template);
console.log(`embedded database template: ${path.relative(process.cwd(), template)}`);
