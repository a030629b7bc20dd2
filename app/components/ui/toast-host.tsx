import { createRoot } from "react-dom/client";
import { useToastState } from "#app/hooks/toast-store.ts";
import { Toast, TOAST_DURATION_MS, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";

function ToastHost() {
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

let mounted = false;

/**
 * Mounts the toasts (Radix Toast) in their own React root at the end of <body>, once, when the first page
 * that can raise a toast loads (`use-toast.ts`). Outside the router's tree, they survive navigation (a
 * toast raised just before a redirect stays up), and the pages that never toast load none of it.
 */
export function mountToastHost(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.toastHost = "";
  document.body.append(host);
  createRoot(host).render(<ToastHost />);
}
