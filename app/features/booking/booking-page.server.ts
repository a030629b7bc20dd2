import { redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { bookingDetailsSchema, holdRequestSchema } from "#contracts/booking.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { sharedFor } from "#contracts/shared-pages.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { loadPricing } from "#app/lib/pricing.server.ts";
import { listTimesFrom } from "#app/lib/times-from.ts";
import { bookingMessages } from "./booking-messages.ts";

/**
 * Both booking pages are the same for every visitor (no cookie is read; the times are the server's shared
 * read of the moment): kept 2 seconds and sent to everyone who asks meanwhile (docs/decisions/0055). A
 * hold always reads the times afresh, so a time taken meanwhile is refused, never booked twice.
 */
export const bookingPageHeaders = () => ({ "Cache-Control": sharedFor(2) });

/**
 * Both booking pages' data: the fees and the open times, read when the page is asked for; `?from=` lists
 * the times from that one on (the list's 'Show later times').
 */
export async function loadBookingPage({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const times = listTimesFrom(await context.get(pageContext).booking.availableTimes(), url.searchParams.get("from"));
  // The checkout found nothing to pay for and sent the patient back here.
  const startAgain = url.searchParams.has("start-again");
  return { ...loadPricing(context), times, startAgain };
}

/** The form's fields as the schemas read them: the browser's zone only when the page knew it. */
const fieldsOf = (form: FormData) => {
  const { time_zone, ...fields } = Object.fromEntries(form);
  return time_zone ? { ...fields, time_zone } : fields;
};

/**
 * Both booking pages' form (docs/decisions/0037): a time pressed holds it and hands it to the checkout, the
 * plain submit hands over the details to pay first. Either way the checkout is a new document (its own
 * Content-Security-Policy, docs/decisions/0019), before hydration as after.
 */
export async function bookingAction({ context, request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const booking = context.get(pageContext).booking;
  let outcome: Outcome<{ setCookie: string }>;
  let values: Record<string, string>;
  if (formData.has("start_time")) {
    const submission = parseSubmission(formData, holdRequestSchema, fieldsOf);
    if (!submission.ok) return invalidReply({ ...submission.reply, error: bookingMessages.incompleteTitle });
    outcome = await booking.hold(submission.value);
    values = submission.values;
  } else {
    const submission = parseSubmission(formData, bookingDetailsSchema);
    if (!submission.ok) return invalidReply(submission.reply);
    const timeZone = formData.get("time_zone");
    outcome = await booking.payFirst(submission.value, typeof timeZone === "string" && timeZone ? timeZone : null);
    values = submission.values;
  }
  if (!outcome.ok) return refusedReply(outcome.refusal, values);
  return redirectDocument(paths.checkout, { headers: { "Set-Cookie": outcome.value.setCookie } });
}
