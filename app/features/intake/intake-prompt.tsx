import { ClipboardList } from "lucide";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { practice } from "#core/practice.ts";

/**
 * The booking pages' way to the pre-consultation form: asking for it until it is sent, then offering to
 * update it. A document link: the form's page is its own.
 */
export function IntakePrompt({ href, submitted }: { href: string; submitted: boolean }) {
  return (
    <section
      aria-labelledby="intake-prompt-heading"
      className={submitted ? "rounded-xl border bg-card p-6 text-sm" : "rounded-xl border border-primary/40 bg-secondary/60 p-6 text-sm"}
    >
      <h2 id="intake-prompt-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-deep">
        <Icon node={ClipboardList} className="size-5 text-primary" />
        {submitted ? "Your pre-consultation form is sent" : "Please complete your pre-consultation form"}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {submitted
          ? "You can update your answers until your consultation, for example if your location during calls changes."
          : `Your knee's history, your health, an emergency contact and the telehealth consent, so that ${practice.practitionerName} is ready for your consultation. It takes about 10 minutes and is saved as you go.`}
      </p>
      <Button asChild variant={submitted ? "outline" : "default"} className="mt-4">
        <a href={href}>{submitted ? "Review or update my form" : "Complete the form"}</a>
      </Button>
    </section>
  );
}
