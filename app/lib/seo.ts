import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { canonicalUrl } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The route path, e.g. "/faq"; the canonical URL is built from the practice's website address. */
  path: string;
  /** schema.org JSON-LD objects describing the page, typed by schema-dts so that tsc checks types and properties. */
  jsonLd?: readonly WithContext<Thing>[];
}

/** Title, description, canonical link, Open Graph and JSON-LD for one page search engines should list. */
export function pageMeta({ title, description, path, jsonLd = [] }: PageSeo): MetaDescriptor[] {
  const fullTitle = `${title} | ${practice.siteName}`;
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
  return [
    { title: `${title} | ${practice.siteName}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}
