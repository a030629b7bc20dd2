import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const shellModule = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]`,
    // The chrome's icons (header, bottom bar), the arrow of every call to action, the telehealth camera.
    String.raw`node_modules[\\/]lucide[\\/].*[\\/]icons[\\/](activity|menu|x|house|graduation-cap|stethoscope|circle-question-mark|calendar-check|arrow-right|video)\.`,
    String.raw`rolldown[\\/]runtime`,
    String.raw`[\\/]app[\\/](lib[\\/](utils|merge-classes|seo)|components[\\/]ui[\\/](button|slot|badge|icon)|config[\\/](paths|navigation))\.tsx?$`,
    String.raw`[\\/]core[\\/]practice\.ts$`,
  ].join("|"),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Bundled into the server build, tree-shaken to what the pages use: imported whole, lucide's
  // 1,700 icon modules and date-fns's hundreds took seconds to load, which broke the 10 s budget React
  // Router gives each prerendered page on a busy machine, and slowed every server start.
  ssr: { noExternal: ["lucide", "date-fns", "@date-fns/tz"] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page loads React, React DOM, React Router and the site shell (Button, Badge, cn, paths,
        // page metadata, lucide's runtime, the chrome's icons): one chunk compresses a few KB smaller than
        // many small ones (the 120 KB budget, docs/decisions/0012). Whatever only some pages use stays
        // with those pages.
        codeSplitting: {
          groups: [{ name: "framework", test: shellModule }],
        },
      },
    },
  },
});
