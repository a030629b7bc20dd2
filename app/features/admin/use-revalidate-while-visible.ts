import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Loads the page's data again `intervalMs` after it was last loaded while the page is on screen, and at once
 * when it comes back into view, so that it shows what changes without anyone acting (a patient coming into
 * the consultation room). Never while a navigation or a form's submission is under way.
 */
export function useRevalidateWhileVisible(intervalMs: number): void {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const busy = state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    if (busy) return;
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    const timer = setTimeout(refresh, intervalMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [busy, intervalMs, revalidate]);
}
