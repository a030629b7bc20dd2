import { pageMeta } from "#app/lib/seo.ts";

/** An admin page's title, kept out of search engines. */
export function adminMeta(title: string, path: string) {
  return [...pageMeta({ title, description: title, path }), { name: "robots", content: "noindex" }];
}
