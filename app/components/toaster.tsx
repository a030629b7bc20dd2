import { lazy, Suspense } from "react";
import { useToastsRaised } from "#app/hooks/toast-signal.ts";

const ToastHost = lazy(() => import("./ui/toast-host.tsx"));

/**
 * Where toasts appear, in each shell (the site's, the admin's): it stays mounted across navigations, so a
 * toast raised just before one stays up. The toasts' state and Radix Toast load with the first toast, never
 * on a page that raises none.
 */
export function Toaster() {
  if (!useToastsRaised()) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
