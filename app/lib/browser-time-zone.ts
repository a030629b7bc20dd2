import { useSyncExternalStore } from "react";

/** The browser's own IANA zone; null during server rendering. */
function browserTimeZone(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

const subscribeNothing = () => () => {};

/** The browser's zone for rendering: null on the server and while hydrating. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(subscribeNothing, browserTimeZone, () => null);
}
