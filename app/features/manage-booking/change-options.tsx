import { CalendarClock, ExternalLink, Phone, XCircle } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { CancelConfirmation, CONFIRMATION_ID } from "./cancel-confirmation.tsx";
import { cancelConsequence, deadlineText } from "./cancel-texts.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";
import { PhoneLink } from "#app/components/phone-link.tsx";

interface Props {
  token: string;
  view: ManageBookingView;
  /** The cancel's confirmation is open (`?confirm=cancel`). */
  confirming: boolean;
  /** Why the cancel was refused, if it was. */
  reply: FormReply | undefined;
}

/** The practice's contact details, offered where the page cannot make the change itself. */
function ContactPractice() {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Icon node={Phone} className="size-4 text-primary" />
      <PhoneLink
        className="font-medium text-primary underline underline-offset-2"
        number={practice.phone}
        display={practice.phoneDisplay}
      />
      <span aria-hidden="true">·</span>
      <a className="font-medium break-all text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
        {practice.email}
      </a>
    </p>
  );
}

/** The card both kinds of booking show their choices in. */
function ChangeCard({ spacing, children }: { spacing: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Change or cancel</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={`${spacing} text-sm`}>{children}</CardContent>
    </Card>
  );
}

/** 'Reschedule' and 'Cancel' for a live appointment, by the notice rule; Calendly's own pages for its bookings. */
export function ChangeOptions({ token, view, confirming, reply }: Props) {
  if (view.scheduling === "calendly") {
    return (
      <ChangeCard spacing="space-y-4">
        <p>
          This time was booked through our Calendly calendar, so it is changed or cancelled on Calendly's pages. {cancelConsequence(view)}
        </p>
        {view.calendly ? (
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href={view.calendly.rescheduleUrl} rel="noopener">
                <Icon node={ExternalLink} /> Reschedule on Calendly
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={view.calendly.cancelUrl} rel="noopener">
                <Icon node={ExternalLink} /> Cancel on Calendly
              </a>
            </Button>
          </div>
        ) : (
          <>
            <p>Calendly's pages cannot be reached just now. Please try again later, or contact us:</p>
            <ContactPractice />
          </>
        )}
      </ChangeCard>
    );
  }

  return (
    <ChangeCard spacing="space-y-6">
      {view.status === "confirmed" && (
        <section aria-labelledby="reschedule-heading" className="space-y-2">
          <h3 id="reschedule-heading" className="flex items-center gap-2 font-semibold">
            <Icon node={CalendarClock} className="size-4 text-primary" />
            Reschedule
          </h3>
          {view.canReschedule ? (
            <>
              <p>
                Until {deadlineText(view.noticeDeadline!)} ({noticeDuration(view.noticeHours)} before) you can move to another time. Your
                deposit carries over; nothing is paid again.
              </p>
              <Button asChild variant="outline">
                <Link to={paths.rescheduleBooking(token)}>Choose another time</Link>
              </Button>
            </>
          ) : (
            <>
              <p>
                Your appointment is less than {noticeDuration(view.noticeHours)} away, so it can no longer be moved online. Please contact
                us and we will do our best to find another time:
              </p>
              <ContactPractice />
            </>
          )}
        </section>
      )}
      <section aria-labelledby="cancel-heading" className="space-y-2">
        <h3 id="cancel-heading" className="flex items-center gap-2 font-semibold">
          <Icon node={XCircle} className="size-4 text-primary" />
          Cancel
        </h3>
        {confirming ? (
          <CancelConfirmation view={view} reply={reply} />
        ) : (
          <>
            <p>{cancelConsequence(view)}</p>
            <Button asChild variant="outline">
              <Link to={{ search: "?confirm=cancel", hash: CONFIRMATION_ID }}>Cancel appointment</Link>
            </Button>
          </>
        )}
      </section>
    </ChangeCard>
  );
}
