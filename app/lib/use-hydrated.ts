import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true from the render after: a control whose behaviour needs
 * the page's script says it is not ready yet (aria-disabled, a busy state) until this is true, rather than
 * swallowing a key or a tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
