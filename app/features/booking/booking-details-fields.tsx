import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import type { BookingDetails, BookingDetailsInput } from "./booking-details-schema.ts";

export const notesPlaceholder =
  "Tell us about your injury, your surgery date (if you have had surgery), your current symptoms and any concerns you would like to discuss.";

type FieldName = keyof BookingDetailsInput;

const fields: readonly { name: Exclude<FieldName, "notes">; label: string; type: string; autoComplete: string }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

/** Name, Email and Phone (marked required) and Notes; errors are announced next to their field. */
export function BookingDetailsFields({
  register,
  errors,
}: {
  register: UseFormRegister<BookingDetailsInput>;
  errors: FieldErrors<BookingDetails>;
}) {
  return (
    <div className="grid gap-4">
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const errorId = `booking-${field.name}-error`;
        return (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`booking-${field.name}`}>
              {field.label}
              <span className="text-destructive" aria-hidden="true">
                *
              </span>
            </Label>
            <Input
              id={`booking-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register(field.name)}
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
        <Label htmlFor="booking-notes">Notes</Label>
        <Textarea id="booking-notes" rows={4} placeholder={notesPlaceholder} {...register("notes")} />
        {errors.notes?.message && <p className="text-sm font-medium text-destructive">{errors.notes.message}</p>}
      </div>
    </div>
  );
}
