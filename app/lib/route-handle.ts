/**
 * What a route module's `handle` may say. `hydrate: false` marks a page with no control at all: the root
 * leaves out React Router's scripts when a matched route says so, and the page ships no JavaScript
 * (docs/decisions/0035).
 */
export interface RouteHandle {
  hydrate?: false;
}

/** The handle of a page that is complete as HTML: `export const handle = contentPage;`. */
export const contentPage: RouteHandle = { hydrate: false };

/** Whether the matched routes want the page hydrated: all of them, unless one is a content page. */
export function wantsScripts(matches: readonly { handle?: unknown }[]): boolean {
  return matches.every((match) => (match.handle as RouteHandle | undefined)?.hydrate !== false);
}
