import { Loader2, Mail } from "lucide";
import { useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { paths } from "#contracts/paths.ts";
import { FormReplyMessage, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
import type { SignInLinkSent } from "./sign-in-answer.ts";
import { SignInStatus } from "./sign-in-card.tsx";

const FORM_ID = "sign-in";

/**
 * The request for a sign-in link, posted to the sign-in page's action (as POST /api/patient/sign-in-link
 * asks). Its answer is the same for every email (docs/decisions/0047); a plain post before the page's script.
 */
export function SignInForm() {
  const answer = useActionData<SignInLinkSent>();
  const reply = isFormReply(answer) ? answer : undefined;
  const sent = answer !== undefined && !reply;
  const sending = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);

  return (
    <Form ref={form} method="post" action={paths.signIn} noValidate className="grid gap-5" aria-label="Sign in by email">
      {sent && <SignInStatus>{patientSignInMessages.linkSent}</SignInStatus>}
      <FormReplyMessage reply={reply} form={form} />
      <TextField
        formId={FORM_ID}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        hint="The address you booked with."
        reply={reply}
      />
      <Button type="submit" size="lg" disabled={sending} className="w-full">
        <Icon node={sending ? Loader2 : Mail} className={sending ? "animate-spin" : undefined} />
        {sent ? "Email me another link" : "Email me a sign-in link"}
      </Button>
    </Form>
  );
}
