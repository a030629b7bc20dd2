import { contentPagePaths } from "#contracts/paths.ts";

/**
 * The site's budget, stated once here (bench/README.md says it in words). Every public page scores at
 * least 98 for performance on Lighthouse's mobile run and 100 for accessibility, best practices and SEO
 * (pages noindex by docs/decisions/0033 excepted from `is-crawlable`); on a first visit an interactive page
 * loads at most 125,000 bytes of JavaScript (gzip), a content page (`contentPagePaths`) none.
 */
export const budget = {
  scores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  jsGzipBytes: { interactive: 125_000, content: 0 },
} as const;

export const jsBudgetFor = (path: string) =>
  contentPagePaths.includes(path) ? budget.jsGzipBytes.content : budget.jsGzipBytes.interactive;
