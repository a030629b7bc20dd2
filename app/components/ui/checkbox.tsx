import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

// A native checkbox styled in shadcn's look: it works with forms, keyboards and screen readers without
// shipping Radix's Checkbox to the browser.
function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "peer size-4 shrink-0 cursor-pointer rounded-[4px] border border-input accent-primary shadow-xs outline-none",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { Checkbox };
