import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const shellModule = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/].*[\\/](shared|Icon|createLucideIcon|context|defaultAttributes)`,
    // The chrome's own icons (header, bottom bar, toast close).
    String.raw`node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/](activity|menu|x|house|graduation-cap|stethoscope|circle-question-mark|calendar-check)\.`,
    String.raw`rolldown[\\/]runtime`,
    String.raw`[\\/]app[\\/](lib[\\/](utils|merge-classes)|components[\\/]ui[\\/](button|slot)|config[\\/](paths|navigation)|hooks[\\/]toast-store)\.tsx?$`,
    String.raw`[\\/]core[\\/]practice\.ts$`,
  ].join("|"),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page loads React, React DOM, React Router and the site shell (chrome, Button, cn, paths,
        // lucide's runtime): one chunk compresses a few KB smaller than six and costs fewer requests (the
        // 120 KB budget, docs/decisions/0007). Icons and components of single pages stay with their pages.
        codeSplitting: {
          groups: [{ name: "framework", test: shellModule }],
        },
      },
    },
  },
});
