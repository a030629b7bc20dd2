import { Send } from "lucide";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { contactMessages } from "#contracts/contact-messages.ts";
import { paths } from "#contracts/paths.ts";
import { FormReplyMessage, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { isFormReply } from "#app/lib/form-submission.ts";
import type { ContactAnswer } from "./contact-answer.ts";

const FORM_ID = "contact-form";

/**
 * The contact form: the page's action (POST /contact) receives it, checked with the schema of
 * POST /api/contact. Before the page hydrates it is a plain post answered by a page; after, the same post
 * without a reload: 'Sending...' while it goes, then the message confirmed and the form emptied, or what to
 * correct beside each field.
 */
export function ContactForm() {
  const answer = useActionData<ContactAnswer>();
  const reply = isFormReply(answer) ? answer : undefined;
  const sent = answer !== undefined && !reply;
  const sending = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sent) {
      form.current?.reset();
      toast({ title: contactMessages.sentTitle, description: contactMessages.sentDescription });
    } else if (reply?.status === "refused") {
      toast({ variant: "destructive", title: contactMessages.errorTitle, description: reply.error });
    }
  }, [answer, sent, reply]);

  return (
    <Form ref={form} id={FORM_ID} method="post" action={paths.contact} noValidate className="grid gap-5" aria-label="Contact form">
      {sent && (
        <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-4 text-sm">
          <strong>{contactMessages.sentTitle}</strong> {contactMessages.sentDescription}
        </p>
      )}
      <FormReplyMessage reply={reply} form={form} />
      <TextField formId={FORM_ID} name="name" label="Name" autoComplete="name" reply={reply} />
      <TextField formId={FORM_ID} name="email" label="Email" type="email" autoComplete="email" reply={reply} />
      <TextField formId={FORM_ID} name="subject" label="Subject" autoComplete="off" reply={reply} />
      <TextAreaField formId={FORM_ID} name="message" label="Message" rows={6} reply={reply} />
      {/* Honeypot: off-screen and out of the tab order for people; robots fill it in and are dropped. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${FORM_ID}-website`}>Leave this field empty</label>
        <input id={`${FORM_ID}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Icon node={Send} />
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
