/**
 * A form island's logic (react-hook-form, zod, toasts...) waits until the visitor first uses the form, so
 * its page loads within the 120 KB JavaScript budget (app/components/form-island.tsx). Until then the
 * server's form is plain HTML: typing works; what would leave the page (a submit, a dropped file) is held
 * here and handed to the form once it has taken over. One island is waiting per page at most.
 */
export interface Handover {
  submit: boolean;
  files: File[] | null;
}

const handover: Handover = { submit: false, files: null };
let release: (() => void) | null = null;
let wakeWaiting: (() => void) | null = null;

const wakeEvents = ["focusin", "pointerdown", "keydown", "touchstart", "dragenter"] as const;
const heldEvents = ["submit", "drop", "dragover"] as const;

/** Resolves when the server-rendered form inside `form` is first used. */
export function untilFirstUse(form: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      for (const type of wakeEvents) form.removeEventListener(type, wake, true);
      wakeWaiting = null;
      resolve();
    };
    wakeWaiting = wake;
    // Seen before React's own listeners (window is above the root): the page must not navigate away.
    const hold = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return;
      event.preventDefault();
      if (event.type === "dragover") return;
      event.stopImmediatePropagation();
      if (event.type === "submit") handover.submit = true;
      if (event.type === "drop") handover.files = Array.from((event as DragEvent).dataTransfer?.files ?? []);
      wake();
    };
    for (const type of wakeEvents) form.addEventListener(type, wake, { capture: true, passive: true });
    for (const type of heldEvents) window.addEventListener(type, hold, true);
    release = () => {
      for (const type of heldEvents) window.removeEventListener(type, hold, true);
    };
  });
}

/** Wakes the waiting form as if it had been used: something outside it needs it now (a slot picked). */
export function wakeWaitingForm(): void {
  wakeWaiting?.();
}

/** Called once by the form when it takes over: what was held, and the end of holding. */
export function takeHandover(): Handover {
  release?.();
  release = null;
  const taken = { ...handover };
  handover.submit = false;
  handover.files = null;
  return taken;
}
