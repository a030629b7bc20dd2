import type { HydrateWhen } from "./defer-hydration.ts";

/**
 * The route handle of a page that is complete as HTML: its script loads when the visitor reaches for a
 * button or a form control, not when it loads (`export const handle = hydrateOnUse;`; app/entry.server.tsx
 * reads it, app/lib/defer-hydration.ts writes the launcher; docs/decisions/0023, 0034).
 */
export const hydrateOnUse: { readonly hydrate: HydrateWhen } = { hydrate: "interaction" };
