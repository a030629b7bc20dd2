import { FlaskConical } from "lucide";
import { Icon } from "./ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/** docs/product/decisions.md, 4: every page that mentions money says plainly when payments are simulated. */
export function TestModeNotice({ className }: { className?: string }) {
  return (
    <p role="note" className={cn("flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950", className)}>
      <Icon node={FlaskConical} className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Test mode:</strong> payments on this site are simulated. No real money moves and nothing is charged to any card or PayPal
        account.
      </span>
    </p>
  );
}
