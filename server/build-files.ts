import path from "node:path";

/** The production server bundled into one file by `npm run build` (scripts/build-server.ts), run by `npm run serve`. */
export const serverBundleFile = (buildDir: string) => path.join(buildDir, "main.js");

/** A migrated embedded database made at build time, copied into an empty data folder at the first start. */
export const pgliteTemplateFolder = (buildDir: string) => path.join(buildDir, "pglite-template");
