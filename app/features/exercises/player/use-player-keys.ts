import { useEffect, useRef } from "react";

export interface PlayerKeyActions {
  togglePlay: () => void;
  previous: () => void;
  next: () => void;
  toggleMute: () => void;
}

/** Where the key belongs to what has focus: typing in a field, a slider's arrows, a tab list's arrows, a button's Space. */
function focusOwnsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest("input, textarea, select")) return true;
  if (key.startsWith("Arrow") && target.closest('[role="tab"], [role="slider"], [role="radiogroup"]')) return true;
  return key === " " && target.closest("button, a, summary") !== null;
}

/**
 * Desktop keyboard control: Space play/pause, ArrowLeft/ArrowRight previous/next, M mute; never
 * while focus is in a form field or on a control that uses the key itself.
 */
export function usePlayerKeys(enabled: boolean, actions: PlayerKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || focusOwnsKey(event.target, event.key)) return;
      const action = {
        " ": latest.current.togglePlay,
        ArrowLeft: latest.current.previous,
        ArrowRight: latest.current.next,
        m: latest.current.toggleMute,
        M: latest.current.toggleMute,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
