import { useCallback, useEffect, useState, type RefObject } from "react";

/** The player full screen (Fullscreen API), for a phone across the room; hidden where the browser has none. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  // The player renders in the browser only (its tab loads it), so the document is there.
  const [available] = useState(() => document.fullscreenEnabled);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [element]);
  const toggle = useCallback(() => {
    const request = document.fullscreenElement ? document.exitFullscreen() : element.current?.requestFullscreen();
    void request?.catch((error: unknown) => console.warn("full screen refused", error));
  }, [element]);
  return { available, active, toggle };
}
