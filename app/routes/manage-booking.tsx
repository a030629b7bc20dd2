import { data, redirect, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { IntakePrompt } from "#app/features/intake/intake-prompt.tsx";
import { BookingOverview } from "#app/features/manage-booking/booking-overview.tsx";
import { CancelledNotice } from "#app/features/manage-booking/cancelled-notice.tsx";
import { ChangeOptions } from "#app/features/manage-booking/change-options.tsx";
import { UnknownLink } from "#app/features/manage-booking/unknown-link.tsx";
import { VideoConsultation } from "#app/features/manage-booking/video-consultation.tsx";
import { ReceiptLinks } from "#app/features/receipts/receipt-links.tsx";
import { isFormReply, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/manage-booking";

// Per request from the database, the same view and receipts as GET /api/manage-booking/:token(/receipts); an unknown or expired link
// is a 404 with its own explanation.
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const [view, receipts] = await Promise.all([page.manageBooking(params.token), page.manageBookingReceipts(params.token)]);
  return view ? { view, receipts } : data({ view: null, receipts }, { status: 404 });
}

/** Opening or closing the cancel's confirmation (`?confirm=cancel`) reads nothing again: it opens at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The confirmed cancel (`intent=cancel`), as POST /api/manage-booking/:token/cancel makes it; then the page
 * afresh, showing the cancellation. A repeat (a second press, a resent post) changes nothing.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  if ((await request.formData()).get("intent") !== "cancel") throw data("Unknown action", { status: 400 });
  const outcome = await context.get(pageContext).cancelManagedBooking(params.token);
  if (!outcome.ok) return refusedReply(outcome.refusal, {});
  return redirect(paths.manageBooking(params.token));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "The cancellation could not be sent. Please check your connection and try again.");
}

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Manage Your Booking", description: "Reschedule or cancel your consultation." });

export default function ManageBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { view } = loaderData;
  if (!view) return <UnknownLink />;
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Manage Your Booking</h1>
          <p className="mt-3 text-muted-foreground">Check your appointment, move it to another time, or cancel it.</p>
        </header>
        {view.paymentProvider === "test" && <TestModeNotice />}
        <div aria-live="polite">{view.status === "cancelled" && <CancelledNotice view={view} />}</div>
        <BookingOverview view={view} />
        {view.intake && <IntakePrompt href={view.intake.path} submitted={view.intake.submitted} />}
        {view.room && <VideoConsultation room={view.room} patientTimeZone={view.patientTimeZone} />}
        {view.status !== "cancelled" && (
          <ChangeOptions
            token={params.token}
            view={view}
            confirming={search.get("confirm") === "cancel"}
            reply={isFormReply(actionData) ? actionData : undefined}
          />
        )}
        <ReceiptLinks token={params.token} receipts={loaderData.receipts} />
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
