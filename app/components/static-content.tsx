import { lazy, useState, type ComponentType, type MouseEvent } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { isHydrated } from "#app/lib/hydration-mark.ts";

/** The server's static parts whose code is still loading (module evaluation starts each load). */
const loading = new Set<Promise<unknown>>();

/** Resolves when the server has the code of every static part, so that a page renders them in place. */
export const staticContentLoaded = () => Promise.all(loading);

/**
 * Page content that never changes once rendered (texts, headings, pictures, links), kept out of the page's
 * JavaScript (docs/decisions/0016). The server renders it in place. Hydration keeps that HTML as it is
 * (React does not patch the inner HTML it hydrates), so the content's code is not loaded at all; only a
 * page reached by navigating inside the site, which has no server HTML, loads the code and renders it.
 * React Router's links inside the kept HTML navigate within the site as they would once hydrated.
 */
export function staticContent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (import.meta.env.SSR) {
    // Rendered in place, not through Suspense: a suspended part would be streamed after the page's end
    // and moved into place by a script, shifting everything below it as the page loads.
    let Loaded: ComponentType<Props> | undefined;
    const loaded = load().then((component) => {
      Loaded = component;
      loading.delete(loaded);
    });
    loading.add(loaded);
    return function StaticContent(props: Props) {
      if (!Loaded) throw new Error("Static content rendered before its code loaded (await staticContentLoaded())");
      return (
        <div className="contents">
          <Loaded {...props} />
        </div>
      );
    };
  }
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function StaticContent(props: Props) {
    // Server HTML is there to keep only while React hydrates the page the server sent.
    const [kept] = useState(() => !isHydrated());
    const navigate = useNavigate();
    if (kept) {
      return (
        <div
          className="contents"
          onClick={(event) => followLink(event, navigate)}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    }
    // No Suspense boundary of its own: a navigation (a transition) keeps showing the page it leaves until
    // this part's code has arrived, rather than showing the new page without it and then pushing it down.
    return (
      <div className="contents">
        <Content {...props} />
      </div>
    );
  };
}

/**
 * A plain click on one of React Router's links (they carry `data-discover`) navigates inside the site, as
 * the link would once hydrated. A plain `<a>`, a modified click or a link opening elsewhere is the browser's.
 */
function followLink(event: MouseEvent, navigate: NavigateFunction) {
  const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-discover]");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
