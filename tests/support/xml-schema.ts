import { spawnSync } from "node:child_process";
import path from "node:path";

/** The Sitemap protocol's schema (tests/fixtures/README.md says where it comes from). */
export const sitemapSchema = path.resolve(import.meta.dirname, "../fixtures/sitemap.xsd");

/**
 * What libxml2's xmllint (Debian's libxml2-utils, scripts/ensure-test-deps.ts) says of `xml` against the XML
 * Schema at `schema`: an independent validator, offline (--nonet). `errors` is its report, empty when valid.
 */
export function validateXml(xml: string, schema: string): { valid: boolean; errors: string } {
  const run = spawnSync("xmllint", ["--noout", "--nonet", "--schema", schema, "-"], { input: xml, encoding: "utf8" });
  if (run.error) throw run.error;
  return { valid: run.status === 0, errors: run.status === 0 ? "" : run.stderr };
}
