import { raiseToasts } from "./toast-signal.ts";
import { dispatch, useToastState, type ToasterToast } from "./toast-store.ts";

export { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToasterToast } from "./toast-store.ts";

// A page that can raise a toast imports this module: its UI is fetched now, in the background, so the first
// toast shows at once (app/components/toaster.tsx renders it). Pages that never toast never load it.
if (typeof document !== "undefined") void import("#app/components/ui/toast-host.tsx");

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
