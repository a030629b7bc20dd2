import { useSyncExternalStore } from "react";

/**
 * Whether a toast has been raised on this page yet: all the site's shell needs to know to mount the toast
 * UI (app/components/toaster.tsx), so that the toasts' state and Radix Toast load with the first toast
 * and never on a page that raises none.
 */
let raised = false;
const listeners = new Set<() => void>();

export function raiseToasts(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToastsRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
