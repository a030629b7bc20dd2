import { StrictMode, useEffect, useRef, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { takeHandover } from "../lib/first-use.ts";

/**
 * Mounts an island's interactive form in `host` as a React root of its own: hydrating the server's HTML,
 * or rendering afresh after a navigation inside the site (see FormIsland). Returns the unmount.
 */
export function mountIslandRoot(host: HTMLElement, hydrate: boolean, form: ReactNode): () => void {
  const element = <StrictMode>{form}</StrictMode>;
  const root = hydrate ? hydrateRoot(host, element) : createRoot(host);
  if (!hydrate) root.render(element);
  return () => root.unmount();
}

/** A submit pressed before the island's code had loaded is carried out once the form has taken over. */
export function useHandedOverSubmit(submit: () => Promise<void>): void {
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (takeHandover().submit) void submit();
  }, [submit]);
}
