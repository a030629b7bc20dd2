import { Phone, Siren } from "lucide";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/** 000 as a link phones can dial straight away. */
export function EmergencyNumberLink({ className }: { className?: string }) {
  return (
    <a href="tel:000" className={cn("inline-flex items-center gap-2 font-bold underline-offset-4 hover:underline", className)}>
      <Icon node={Phone} className="size-4" />
      Emergency: 000
    </a>
  );
}

/** The hero's 'Emergency Support' button: reveals the emergency number and what this service cannot do. */
export function EmergencySupportButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3 sm:items-start">
      <Button
        type="button"
        size="lg"
        variant="destructive"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon node={Siren} /> Emergency Support
      </Button>
      <div id={panelId} hidden={!open} className="max-w-sm rounded-md bg-white p-4 text-foreground shadow-md">
        <EmergencyNumberLink className="text-lg text-destructive" />
        <p className="mt-1 text-sm text-muted-foreground">
          For a medical emergency call 000. This telehealth service cannot provide emergency care.
        </p>
      </div>
    </div>
  );
}
