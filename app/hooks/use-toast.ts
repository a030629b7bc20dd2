import { raiseToasts } from "./toast-signal.ts";
import { dispatch, useToastState, type ToasterToast } from "./toast-store.ts";

export { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToasterToast } from "./toast-store.ts";

// A page that can raise a toast imports this module. A toast follows something the person did, so its UI is
// fetched at their first press, key or focus and is there when the first toast comes (app/components/toaster.tsx
// renders it); a visit that only reads loads none of it, and a page that never toasts never does.
if (typeof document !== "undefined") {
  const fetchToastUi = () => void import("#app/components/ui/toast-host.tsx");
  for (const type of ["pointerdown", "keydown", "focusin"])
    document.addEventListener(type, fetchToastUi, { once: true, capture: true, passive: true });
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

export type ToastInput = Omit<ToasterToast, "id">;

export function toast(props: ToastInput) {
  raiseToasts();
  const id = nextId();
  const update = (next: ToasterToast) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function useToast() {
  const state = useToastState();
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch(toastId === undefined ? { type: "DISMISS_TOAST" } : { type: "DISMISS_TOAST", toastId }),
  };
}
