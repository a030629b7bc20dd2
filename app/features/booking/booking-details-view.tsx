import { ArrowRight } from "lucide";
import type { FormEventHandler } from "react";
import type { FieldBinding } from "#app/components/form-island.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

const notesPlaceholder =
  "Tell us about your injury, your surgery date (if you have had surgery), your current symptoms and any concerns you would like to discuss.";

export type DetailsFieldName = "name" | "email" | "phone" | "notes";

const detailsFieldId = (name: DetailsFieldName) => `booking-${name}`;

const required: readonly { name: Exclude<DetailsFieldName, "notes">; label: string; type: string; autoComplete: string }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

export interface BookingDetailsViewProps {
  formId: string;
  bind: (name: DetailsFieldName) => FieldBinding;
  errors: Partial<Record<DetailsFieldName, string>>;
  /** A time is being held: the form waits for it. */
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * The booking details form (spec "Booking section"): Name, Email and Phone marked required, and Notes;
 * errors are announced next to their field. Driven by the server (names only) or by react-hook-form.
 */
export function BookingDetailsView({ formId, bind, errors, busy, onSubmit }: BookingDetailsViewProps) {
  return (
    // method="post": were the form ever sent as HTML, the details would go in the body, never the address.
    <form id={formId} method="post" noValidate onSubmit={onSubmit} aria-label="Your details" className="grid gap-6">
      <div className="grid gap-4">
        {required.map((field) => {
          const error = errors[field.name];
          const errorId = `${detailsFieldId(field.name)}-error`;
          return (
            <div key={field.name} className="grid gap-2">
              <Label htmlFor={detailsFieldId(field.name)}>
                {field.label}
                <span className="text-destructive" aria-hidden="true">
                  *
                </span>
              </Label>
              <Input
                id={detailsFieldId(field.name)}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...bind(field.name)}
              />
              {error && (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="grid gap-2">
          <Label htmlFor={detailsFieldId("notes")}>Notes</Label>
          <Textarea id={detailsFieldId("notes")} rows={4} placeholder={notesPlaceholder} {...bind("notes")} />
          {errors.notes && <p className="text-sm font-medium text-destructive">{errors.notes}</p>}
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Continue to Secure Payment <Icon node={ArrowRight} />
      </Button>
    </form>
  );
}
