import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldPath } from "react-hook-form";
import { fieldMessages, mountIslandRoot, renderedTextValues, useHandedOverSubmit } from "#app/components/island-root.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, postJson, serverMessageOf } from "#app/lib/api-client.ts";
import { contactMessages } from "#contracts/contact-messages.ts";
import { ContactFormView, type ContactFieldName } from "./contact-form-view.tsx";
import { contactSchema, type ContactInput, type ContactMessage } from "#contracts/contact.ts";

const empty: ContactInput = { name: "", email: "", subject: "", message: "", website: "" };
const shownFields = ["name", "email", "subject", "message"] as const satisfies readonly ContactFieldName[];
const names = [...shownFields, "website"] as const;

/**
 * The contact form (spec "Contact page", §4 "Contact form"): validated in the browser with the same schema
 * as POST /api/contact; idle, sending ('Sending...', button disabled), then a toast and a reset, or the
 * destructive toast with the server's message.
 */
function ContactFormEngine({ formId }: { formId: string }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...empty, ...renderedTextValues(formId, names) },
  });

  const submit = handleSubmit(async (values) => {
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
  });

  useHandedOverSubmit(submit);

  return (
    <ContactFormView
      formId={formId}
      bind={(name) => register(name)}
      errors={fieldMessages(errors, shownFields)}
      sending={isSubmitting}
      onSubmit={submit}
    />
  );
}

/** Mounts the contact form in `host` as a React root of its own (see FormIsland); returns the unmount. */
export function mountContactForm(host: HTMLElement, hydrate: boolean, formId: string): () => void {
  return mountIslandRoot(host, hydrate, <ContactFormEngine formId={formId} />);
}
