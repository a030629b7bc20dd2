import { Phone, Siren } from "lucide";
import { PhoneLink } from "#app/components/phone-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/** 000 as a link phones can dial straight away. */
export function EmergencyNumberLink({ className }: { className?: string }) {
  return (
    <PhoneLink
      number="000"
      display="Emergency: 000"
      className={cn("inline-flex items-center gap-2 font-bold underline-offset-4 hover:underline", className)}
    >
      <Icon node={Phone} className="size-4" />
    </PhoneLink>
  );
}

/**
 * The hero's 'Emergency Support' button: reveals the emergency number and what this service cannot do. A
 * native disclosure (<details>), so it opens on the first tap whether or not the page's script has loaded.
 */
export function EmergencySupportButton() {
  return (
    <details className="group flex flex-col gap-3 sm:items-start">
      <summary
        className={cn(
          buttonVariants({ size: "lg", variant: "destructive" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Icon node={Siren} /> Emergency Support
      </summary>
      <div className="mt-3 max-w-sm rounded-md bg-white p-4 text-foreground shadow-md">
        <EmergencyNumberLink className="text-lg text-destructive" />
        <p className="mt-1 text-sm text-muted-foreground">
          For a medical emergency call 000. This telehealth service cannot provide emergency care.
        </p>
      </div>
    </details>
  );
}
