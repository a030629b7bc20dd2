import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parseConfig } from "#server/config.ts";

/**
 * The browser build's one hand-made chunk, which every page with a script loads: React, React DOM, React
 * Router and the class helpers, and the site's shell (the root, its chrome and what they import). One chunk
 * compresses smaller than the same code in the dozens of small chunks the bundler would make of it, and
 * costs fewer requests (docs/decisions/0035 has the figures).
 */
const framework = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]`,
    String.raw`[\\/]app[\\/]root\.tsx$`,
    String.raw`[\\/]app[\\/]components[\\/](site-chrome|general-error-boundary)\.tsx$`,
  ].join("|"),
);

/** The fields every form of the site is made of: one chunk instead of five small ones on each form's page. */
const formFields = /[\\/]app[\\/]components[\\/](ui[\\/](input|label|textarea|card)|form-fields)\.tsx$/;

/** What lists consultation times and keeps them current (the booking and reschedule pages): one chunk instead of six. */
const availableTimes =
  /[\\/]app[\\/](components[\\/]available-times[\\/][\w-]+|features[\\/]booking[\\/]booking-section|lib[\\/](times-from|browser-time-zone|revalidate-after-conflict))\.tsx?$/;

function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      config.build ??= {};
      // React Router sets rollupOptions (Vite 8's alias of rolldownOptions) for every environment.
      const options = (config.build.rollupOptions ??= {});
      // A group of exactly the modules named may leave a route chunk exporting more than its route: harmless.
      options.preserveEntrySignatures = "allow-extension";
      options.output = {
        ...options.output,
        codeSplitting: {
          groups: [
            { name: "framework", test: framework },
            { name: "form-fields", test: formFields },
            // Exactly these modules: Melbourne time, which other pages use alone, stays its own chunk.
            { name: "available-times", test: availableTimes, includeDependenciesRecursively: false },
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunks()],
  // Bundled into the server build, tree-shaken to what the pages use: imported whole, lucide's
  // 1,700 icon modules and date-fns's hundreds took seconds to load, which broke the 10 s budget React
  // Router gives each prerendered page on a busy machine, and slowed every server start.
  ssr: { noExternal: ["lucide", "date-fns", "@date-fns/tz"] },
  build: { assetsInlineLimit: 0 },
  // What prerendered pages state of the server's rules, from the configuration the server reads
  // (app/lib/build-settings.ts): the build runs with the same environment as `npm start`.
  define: { __CANCELLATION_NOTICE_HOURS__: JSON.stringify(parseConfig(process.env).afterBooking.noticeHours) },
});
