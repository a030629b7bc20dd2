import { useEffect } from "react";

/**
 * Keeps the screen on while `active` (the session playing), through the Screen Wake Lock API: released on
 * pause, at the end and on leaving; taken again when the page comes back into view (the browser drops it
 * when hidden). Without the API, or when refused (battery saver), the screen simply sleeps as usual.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock
        .request("screen")
        .then((lock) => {
          if (released) void lock.release();
          else sentinel = lock;
        })
        .catch((error: unknown) => console.warn("screen wake lock refused", error));
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
