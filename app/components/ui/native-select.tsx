import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

// A native <select> in shadcn's look: it works before any JavaScript (a GET form's filter), with every
// keyboard and screen reader, and costs no Radix Select on the page (docs/decisions/0038).
function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
