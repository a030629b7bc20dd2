import { useToastState } from "#app/hooks/toast-store.ts";
import { Toast, TOAST_DURATION_MS, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";

/** The toasts (Radix Toast), loaded with the first toast a page raises (app/components/toaster.tsx). */
export default function ToastHost() {
  const { toasts } = useToastState();
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
