import { ArrowRight } from "lucide";
import { useRef } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { FeeSchedule } from "#core/fees.ts";
import { AvailabilityPanel } from "#app/components/available-times/availability-panel.tsx";
import { FormReplyMessage, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { laterTimesHref, type ListedTimes } from "#app/lib/times-from.ts";
import { bookingMessages } from "./booking-messages.ts";
import { FeeExplanation } from "./fee-explanation.tsx";

export interface BookingPageData {
  fees: FeeSchedule;
  testMode: boolean;
  noticeHours: number;
  times: ListedTimes | null;
  startAgain: boolean;
}

// Not "booking": that is the id of the section around it, which /book-consultation#booking scrolls to.
const FORM_ID = "booking-form";

const notesPlaceholder =
  "Tell us about your injury, your surgery date (if you have had surgery), your current symptoms and any concerns you would like to discuss.";

const requiredFields = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
] as const;

/** A required field's label: the asterisk for the eye; the input says `aria-required`. */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="text-destructive" aria-hidden="true">
        *
      </span>
    </>
  );
}

/**
 * The booking section: details, available times and the fee explanation, as one form that the page's
 * action receives (docs/decisions/0037). Each time is a submit button: pressed, it sends the details with
 * that time, and the time is held while the patient pays; the plain submit pays first and chooses the time
 * after. The times are in the server's HTML, so a time can be chosen before the page's script has loaded;
 * the patient's own time is added beside Melbourne's once the browser has said its zone. What went wrong
 * (the spec's 'Please complete your details', a time taken) is said above the form, where it stays until
 * corrected, not in a toast that goes after five seconds.
 */
export function BookingSection({ action }: { action: string }) {
  const { fees, testMode, noticeHours, times, startAgain } = useLoaderData() as BookingPageData;
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const timeZone = useBrowserTimeZone();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const pendingStart = busy ? (navigation.formData?.get("start_time")?.toString() ?? null) : null;

  return (
    <Form ref={form} id={FORM_ID} method="post" action={action} noValidate aria-label="Your details and available times">
      {timeZone && <input type="hidden" name="time_zone" value={timeZone} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">Your Details</CardTitle>
            <CardDescription>
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">with an asterisk</span> are required.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {startAgain && !reply && (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
                <strong className="text-destructive">{bookingMessages.noAppointmentTitle}.</strong>{" "}
                {bookingMessages.noAppointmentDescription}.
              </p>
            )}
            <FormReplyMessage reply={reply} form={form}>
              {reply?.error === bookingMessages.incompleteTitle && bookingMessages.incompleteDescription}
            </FormReplyMessage>
            {requiredFields.map((field) => (
              <TextField
                key={field.name}
                formId={FORM_ID}
                name={field.name}
                label={<Required>{field.label}</Required>}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-required="true"
                reply={reply}
              />
            ))}
            <TextAreaField formId={FORM_ID} name="notes" label="Notes" rows={4} placeholder={notesPlaceholder} reply={reply} />
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
              {busy && !pendingStart ? "Proceeding to secure payment..." : "Continue to Secure Payment"} <Icon node={ArrowRight} />
            </Button>
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card id="available-times" className="scroll-mt-20">
            <CardHeader>
              <CardTitle className="text-xl">Available Times</CardTitle>
              <CardDescription>Times are in Melbourne time. Choose a time to hold it while you pay the deposit.</CardDescription>
            </CardHeader>
            <CardContent>
              <AvailabilityPanel times={times} timeZone={timeZone} busy={busy} pendingStart={pendingStart} laterHref={laterTimesHref} />
            </CardContent>
          </Card>
          <FeeExplanation fees={fees} noticeHours={noticeHours} />
          {testMode && <TestModeNotice />}
        </div>
      </div>
    </Form>
  );
}
