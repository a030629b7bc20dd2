import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * An element full screen (Fullscreen API): the player for a phone across the room, the consultation call;
 * hidden where the browser has none. For parts rendered in the browser only (it reads the document at once).
 */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
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
