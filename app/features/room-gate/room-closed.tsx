import { CalendarCheck, CalendarPlus, CalendarX } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { RoomPageView } from "#contracts/consultation-room-page.ts";
import { paths } from "#contracts/paths.ts";
import type { RoomRole } from "#contracts/video-room.ts";
import { practice } from "#core/practice.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { RoomStateCard, RoomStatePanel } from "./room-state-panel.tsx";
import { PhoneLink } from "#app/components/phone-link.tsx";

type ClosedView = Extract<RoomPageView, { state: "ended" | "cancelled" | "no-time" }>;

/** The practice's phone and email, for a patient whose room cannot open. */
function ContactLine() {
  return (
    <p className="text-sm text-muted-foreground">
      Questions? Call{" "}
      <PhoneLink className="text-primary underline underline-offset-2" number={practice.phone} display={practice.phoneDisplay} /> or email{" "}
      <a className="break-all text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
        {practice.email}
      </a>
      .
    </p>
  );
}

/** The way on: booking again for the patient, the appointments for the practitioner. */
function NextStep({ role, patient }: { role: RoomRole; patient: { label: string; to: string } }) {
  const { label, to } = role === "patient" ? patient : { label: "Back to appointments", to: adminPaths.appointments };
  return (
    <Button asChild>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

/** A room that cannot open: the appointment was cancelled, is over, or has no time yet. */
export function RoomClosed({ view, role }: { view: ClosedView; role: RoomRole }) {
  const browserTimeZone = useBrowserTimeZone();
  const bookAgain = { label: "Book Consultation", to: paths.bookConsultation };
  const when = (startTime: string | null, patientTimeZone: string | null) =>
    startTime && (
      <p className="rounded-lg bg-secondary/50 p-3 text-sm">
        <AppointmentTime iso={startTime} timeZone={patientTimeZone ?? browserTimeZone} />
      </p>
    );

  if (view.state === "cancelled") {
    return (
      <RoomStatePanel icon={CalendarX} title="This appointment was cancelled">
        <RoomStateCard>
          <p>
            {role === "patient"
              ? "The consultation this link was for has been cancelled, so its video room is closed. You are welcome to book again at any time."
              : "This consultation has been cancelled, so its video room is closed."}
          </p>
          {when(view.startTime, view.patientTimeZone)}
          <NextStep role={role} patient={bookAgain} />
          {role === "patient" && <ContactLine />}
        </RoomStateCard>
      </RoomStatePanel>
    );
  }
  if (view.state === "ended") {
    return (
      <RoomStatePanel icon={CalendarCheck} title="This consultation has ended">
        <RoomStateCard>
          <p>
            The appointment is over and its video room has closed. Need another session? Book a follow-up consultation, or contact us if you
            could not join.
          </p>
          {when(view.startTime, view.patientTimeZone)}
          <NextStep role={role} patient={bookAgain} />
          <ContactLine />
        </RoomStateCard>
      </RoomStatePanel>
    );
  }
  return (
    <RoomStatePanel icon={CalendarPlus} title="No time has been chosen yet">
      <RoomStateCard>
        <p>
          {role === "patient"
            ? `Your deposit is paid, but your appointment has no time yet. Choose one from the link in your deposit email, or contact us and we will book it with you. The room opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the time you choose.`
            : "The patient has paid the deposit but not chosen a time. The room opens once the appointment has one."}
        </p>
        <NextStep role={role} patient={{ label: "Your booking page", to: view.manageHref ?? paths.home }} />
        {role === "patient" && <ContactLine />}
      </RoomStateCard>
    </RoomStatePanel>
  );
}
