import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/paths.ts";

export default {
  ssr: true,
  // Pages whose HTML never changes per request are rendered once at build and served as files.
  prerender: [...prerenderedPaths],
} satisfies Config;
