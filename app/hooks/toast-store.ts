import { useSyncExternalStore, type ReactNode } from "react";
import type { ToastActionElement, ToastProps } from "#app/components/ui/toast.tsx";

/**
 * The state behind `toast()` (docs/product/spec.md §4 "Toasts"): at most one toast visible; a dismissed toast is removed
 * from memory after 1,000,000 ms, so it can still be read while it animates out. Shared by `toast()`
 * (use-toast.ts) and the toast UI (toast-host.tsx, Radix Toast), which the shell's Toaster mounts with the
 * first toast (toast-signal.ts): pages that never raise a toast load none of this.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case "REMOVE_TOAST":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) {
      if (removeTimeouts.has(id)) continue;
      removeTimeouts.set(
        id,
        setTimeout(() => {
          removeTimeouts.delete(id);
          dispatch({ type: "REMOVE_TOAST", toastId: id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  memoryState = reducer(memoryState, action);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastState(): ToastState {
  return memoryState;
}

const serverSnapshot: ToastState = { toasts: [] };

export function useToastState(): ToastState {
  return useSyncExternalStore(subscribe, getToastState, () => serverSnapshot);
}
