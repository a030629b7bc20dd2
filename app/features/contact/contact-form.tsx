import { Send } from "lucide-react";
import { useId } from "react";
import { useForm, type FieldPath, type Resolver } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { ApiRequestError, postJson, serverMessageOf } from "../../lib/api-client.ts";
import { contactMessages } from "./contact-messages.ts";
import type { ContactInput, ContactMessage } from "./contact-schema.ts";

/**
 * Validation with the shared schema, loaded on first use: the page ships without zod, and fetches it (with
 * the resolver) as soon as the visitor starts typing, well before the first submit needs it.
 */
let loadingResolver: Promise<Resolver<ContactInput, unknown, ContactMessage>> | undefined;
function loadResolver() {
  loadingResolver ??= Promise.all([import("@hookform/resolvers/zod"), import("./contact-schema.ts")]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema),
  );
  return loadingResolver;
}
const lazyResolver: Resolver<ContactInput, unknown, ContactMessage> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

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
  } = useForm<ContactInput, unknown, ContactMessage>({ resolver: lazyResolver, defaultValues: empty });

  const onSubmit = async (values: ContactMessage) => {
    // The toast UI is fetched while the message is on its way, not with the page (the JavaScript budget).
    const toasts = import("../../hooks/use-toast.ts");
    try {
      await postJson("/api/contact", values);
      const { toast } = await toasts;
      toast({ title: contactMessages.sentTitle, description: contactMessages.sentDescription });
      reset(empty);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in empty) setError(field as FieldPath<ContactInput>, { message });
        }
      }
      const { toast } = await toasts;
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
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void loadResolver()}
      className="grid gap-5"
      aria-label="Contact form"
    >
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
