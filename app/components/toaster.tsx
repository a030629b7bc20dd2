import { lazy, Suspense } from "react";
import { useToastState } from "#app/hooks/toast-store.ts";

const ToastHost = lazy(() => import("./ui/toast-host.tsx"));

/**
 * Where toasts appear, in each shell (the site's, the admin's): it stays mounted across navigations, so a
 * toast raised just before one stays up. Radix Toast loads with the first toast, never on a page that
 * raises none.
 */
export function Toaster() {
  const { toasts } = useToastState();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
