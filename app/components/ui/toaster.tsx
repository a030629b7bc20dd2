import { useToastState, useToastView } from "../../hooks/toast-store.ts";

/**
 * Mounted once in the root layout. It renders the toast UI (Radix Toast, ~12 KB gzip) only once a page that
 * raises toasts has loaded it (`use-toast.ts`), so pages without toasts, such as the home page, never
 * download it.
 */
export function Toaster() {
  const { toasts } = useToastState();
  const renderToasts = useToastView();
  return renderToasts && toasts.length > 0 ? renderToasts(toasts) : null;
}
