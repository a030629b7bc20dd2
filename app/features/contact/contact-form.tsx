import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../hooks/use-toast.ts";
import { ApiRequestError, postJson, serverMessageOf } from "../../lib/api-client.ts";
import { contactMessages, contactSchema, type ContactInput, type ContactMessage } from "./contact-schema.ts";

const empty: ContactInput = { name: "", email: "", subject: "", message: "", website: "" };

const fields = [
  { name: "name", label: "Name", autoComplete: "name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "subject", label: "Subject", autoComplete: "off", type: "text" },
] as const;

/**
 * The contact form (spec "Contact page", §4 "Contact form"): validated in the browser with the same schema
 * as POST /api/contact; idle, sending ('Sending...', button disabled), then a toast and a reset, or the
 * destructive toast with the server's message.
 */
export function ContactForm() {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const onSubmit = async (values: ContactMessage) => {
    try {
      await postJson("/api/contact", values);
      toast({ title: contactMessages.sentTitle, description: contactMessages.sentDescription });
      reset(empty);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in empty) setError(field as FieldPath<ContactInput>, { message });
        }
      }
      toast({
        variant: "destructive",
        title: contactMessages.errorTitle,
        description: serverMessageOf(error, contactMessages.errorFallback),
      });
    }
  };

  const errorId = (name: string) => `${id}-${name}-error`;
  const describedBy = (name: keyof typeof errors) => (errors[name] ? errorId(name) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label="Contact form">
      {fields.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
            {...register(field.name)}
          />
          {errors[field.name] && (
            <p id={errorId(field.name)} className="text-sm font-medium text-destructive">
              {errors[field.name]?.message}
            </p>
          )}
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          {...register("message")}
        />
        {errors.message && (
          <p id={errorId("message")} className="text-sm font-medium text-destructive">
            {errors.message.message}
          </p>
        )}
      </div>
      {/* Honeypot: off-screen and out of the tab order for people; robots fill it in and are dropped. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
