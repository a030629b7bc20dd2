import type { ToasterToast } from "../../hooks/toast-store.ts";
import {
  Toast,
  TOAST_DURATION_MS,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.tsx";

/** The visible toasts (Radix Toast). Loaded by `Toaster` only once a toast is raised. */
export default function ToastList({ toasts }: { toasts: readonly ToasterToast[] }) {
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
