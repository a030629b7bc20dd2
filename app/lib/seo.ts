import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { canonicalUrl } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";

/** What a search result shows of a title, about; html-validate's long-title holds every page to it. */
export const MAX_TITLE_LENGTH = 70;

/**
 * The document's title: the first of the page's titles (most descriptive first) that fits with the site's
 * name after it; else the last alone; else that cut at a word, so that no title runs past MAX_TITLE_LENGTH.
 */
export function documentTitle(titles: string | readonly string[]): string {
  const candidates = typeof titles === "string" ? [titles] : titles;
  for (const title of candidates) {
    const full = `${title} | ${practice.siteName}`;
    if (full.length <= MAX_TITLE_LENGTH) return full;
  }
  const last = candidates.at(-1) ?? practice.siteName;
  if (last.length <= MAX_TITLE_LENGTH) return last;
  const cut = last.slice(0, MAX_TITLE_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}

export interface PageSeo {
  /** The page's own title, or its titles from the most descriptive to the shortest; see documentTitle. */
  title: string | readonly string[];
  description: string;
  /** The route path, e.g. "/faq"; the canonical URL is built from the practice's website address. */
  path: string;
  /** schema.org JSON-LD objects describing the page, typed by schema-dts so that tsc checks types and properties. */
  jsonLd?: readonly WithContext<Thing>[];
}

/** Title, description, canonical link, Open Graph and JSON-LD for one page search engines should list. */
export function pageMeta({ title, description, path, jsonLd = [] }: PageSeo): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: practice.siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_AU" },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * A page kept out of search results (a step of a flow, a page behind a link's token, the admin): its title
 * and description, and `noindex`. No canonical link or Open Graph address: a canonical names the address to
 * list, which contradicts noindex, and a token page has no address to name but its private one.
 */
export function unlistedPageMeta({ title, description }: Pick<PageSeo, "title" | "description">): MetaDescriptor[] {
  return [{ title: documentTitle(title) }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
