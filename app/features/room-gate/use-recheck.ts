import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often a waiting page asks again: it also finds a practitioner who opened the room early. */
const RECHECK_MS = 60_000;

/**
 * Reads the page again at `opensAt`, every minute before it while the page is seen (and after it, should
 * this browser's clock run ahead of the server's), and whenever the patient comes back to the tab.
 */
export function useRecheckUntil(opensAt: string) {
  const revalidator = useRevalidator();
  const { revalidate, state } = revalidator;
  useEffect(() => {
    if (state !== "idle") return;
    const check = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    const wait = Date.parse(opensAt) - Date.now();
    const timer = window.setTimeout(check, wait > 0 ? Math.min(wait, RECHECK_MS) : RECHECK_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [opensAt, revalidate, state]);
  return state !== "idle";
}
