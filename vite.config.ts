import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parseConfig } from "#server/config.ts";

/** Modules every page loads: React, React DOM, React Router, and the site's shell. */
const framework = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]`,
    // The chrome's icons (header, bottom bar) and the arrow of every call to action.
    String.raw`node_modules[\\/]lucide[\\/].*[\\/]icons[\\/](activity|menu|x|house|graduation-cap|stethoscope|circle-question-mark|calendar-check|arrow-right)\.`,
    // Vite's dynamic-import helper: every page has one (the footer's, see static-content.tsx).
    String.raw`^\0vite[\\/]preload-helper`,
    String.raw`[\\/]app[\\/](root|components[\\/](site-header|bottom-bar|static-content))\.tsx$`,
    String.raw`[\\/]app[\\/](lib[\\/](utils|merge-classes|seo|hydration-mark)|components[\\/]ui[\\/](button|slot|icon)|config[\\/]navigation)\.tsx?$`,
    String.raw`[\\/]contracts[\\/]paths\.ts$`,
    String.raw`[\\/]core[\\/]practice\.ts$`,
  ].join("|"),
);

/** What lists the available times (the booking pages, the pay-first slot picker, the confirmations' times). */
const availableTimes = new RegExp(
  [
    String.raw`[\\/]app[\\/]features[\\/]booking[\\/](booking-section|details-form-bridge|use-availability)\.tsx?$`,
    String.raw`[\\/]app[\\/]components[\\/]available-times[\\/]`,
    String.raw`[\\/]app[\\/]lib[\\/]browser-time-zone\.ts$`,
    String.raw`[\\/]core[\\/]scheduling[\\/]melbourne-time\.ts$`,
    String.raw`node_modules[\\/]lucide[\\/].*[\\/]icons[\\/]calendar-clock\.`,
  ].join("|"),
);

/**
 * The browser build's chunks (the 120 KB budget, docs/decisions/0012 and 0016). Code that always loads
 * together goes in one chunk, which compresses smaller than the same code in several and costs fewer
 * requests: the framework chunk on every page, the times chunk on the pages that list times. Each group
 * holds exactly the modules named: a shared helper stays where it is instead of being pulled into a group
 * (and onto every page that loads it). That needs route chunks to be allowed extra exports, which React
 * Router does not mind: it reads a route module's exports by name.
 */
function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      config.build ??= {};
      // React Router sets rollupOptions (Vite 8's alias of rolldownOptions) for every environment.
      const options = (config.build.rollupOptions ??= {});
      options.preserveEntrySignatures = "allow-extension";
      options.output = {
        ...options.output,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "framework", test: framework },
            { name: "available-times", test: availableTimes },
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
