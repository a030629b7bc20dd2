import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true from the render after: for what only the browser can
 * render (a component reading `document` on its first render) while the server's HTML still matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
