import { Send } from "lucide";
import type { FormEventHandler } from "react";
import type { FieldBinding } from "#app/components/form-island.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

export type ContactFieldName = "name" | "email" | "subject" | "message";

export interface ContactFormViewProps {
  formId: string;
  bind: (name: ContactFieldName | "website") => FieldBinding;
  errors: Partial<Record<ContactFieldName, string>>;
  sending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const fields = [
  { name: "name", label: "Name", autoComplete: "name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "subject", label: "Subject", autoComplete: "off", type: "text" },
] as const;

/** The contact form's markup (spec "Contact page"), driven by the server (names only) or by react-hook-form. */
export function ContactFormView({ formId, bind, errors, sending, onSubmit }: ContactFormViewProps) {
  const fieldId = (name: string) => `${formId}-${name}`;
  const errorFor = (name: ContactFieldName) =>
    errors[name] && (
      <p id={`${fieldId(name)}-error`} className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    );
  const described = (name: ContactFieldName) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  return (
    // method="post": were the form ever sent as HTML, the details would go in the body, never the address.
    <form id={formId} method="post" noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Contact form">
      {fields.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={fieldId(field.name)}>{field.label}</Label>
          <Input
            id={fieldId(field.name)}
            type={field.type}
            autoComplete={field.autoComplete}
            {...described(field.name)}
            {...bind(field.name)}
          />
          {errorFor(field.name)}
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor={fieldId("message")}>Message</Label>
        <Textarea id={fieldId("message")} rows={6} {...described("message")} {...bind("message")} />
        {errorFor("message")}
      </div>
      {/* Honeypot: off-screen and out of the tab order for people; robots fill it in and are dropped. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={fieldId("website")}>Leave this field empty</label>
        <input id={fieldId("website")} type="text" tabIndex={-1} autoComplete="off" {...bind("website")} />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Icon node={Send} />
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
