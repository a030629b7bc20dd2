import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "#contracts/paths.ts";
import { parseConfig } from "#server/config.ts";

export default {
  ssr: true,
  buildDirectory: parseConfig(process.env).buildDir,
  // Pages whose HTML never changes per request are rendered once at build and served as files.
  prerender: [...prerenderedPaths],
} satisfies Config;
