import { Bell, CalendarCheck, ClipboardList, Dumbbell, History, ListMusic, ShieldCheck, TrendingUp } from "lucide";
import { data, Link, redirect } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { patientApi } from "#contracts/patient-sign-in-messages.ts";
import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { CareAppointments } from "#app/features/my-care/care-appointments.tsx";
import { CarePlaylists } from "#app/features/my-care/care-playlists.tsx";
import { CareProgrammes } from "#app/features/my-care/care-programmes.tsx";
import { CareQuestionnaires } from "#app/features/my-care/care-questionnaires.tsx";
import { CareProgress } from "#app/features/my-care/care-progress.tsx";
import { CareSection } from "#app/features/my-care/care-section.tsx";
import { CareExerciseReminders } from "#app/features/my-care/care-exercise-reminders.tsx";
import { SignOutButton, SignOutEverywhere } from "#app/features/my-care/care-sign-out.tsx";
import { ReceiptList } from "#app/features/receipts/receipt-links.tsx";
import { isFormReply, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/my-care";

// The signed-in patient's own record, per request; without a live session, the sign-in page. A session whose
// id is due to be replaced gets its new cookie with this page (docs/decisions/0047).
export async function loader({ context, request }: Route.LoaderArgs) {
  const care = await context.get(pageContext).patient.myCare(request);
  if (!care) throw redirect(paths.signIn);
  return data({ view: care.view }, { headers: care.setCookie ? { "Set-Cookie": care.setCookie } : {} });
}

/** Keeping this browser's playlists in the account (then the page afresh), signing out here, or everywhere. */
export async function action({ context, request }: Route.ActionArgs) {
  const { patient } = context.get(pageContext);
  switch ((await request.formData()).get("intent")) {
    case "keep-playlists": {
      const outcome = await patient.keepBrowserPlaylists(request);
      if (!outcome.ok) return outcome.refusal.status === 403 ? redirect(paths.signIn) : refusedReply(outcome.refusal, {});
      return redirect(paths.myCare);
    }
    case "sign-out":
      return redirect(`${paths.signIn}?signed-out`, { headers: { "Set-Cookie": (await patient.signOut(request)).setCookie } });
    case "sign-out-everywhere":
      return redirect(`${paths.signIn}?signed-out=everywhere`, {
        headers: { "Set-Cookie": (await patient.signOutEverywhere(request)).setCookie },
      });
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "This could not be sent. Please check your connection and try again.");
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const setCookie = loaderHeaders.get("Set-Cookie");
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return headers;
};

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "My care", description: `Your appointments, forms and exercise playlists at ${practice.siteName}.` });

const intakeStatus = {
  none: "Not started yet.",
  draft: "Started: your answers so far are saved.",
  submitted: "Sent. You can still update your answers before your consultation.",
} as const;

export default function MyCare({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const reply = isFormReply(actionData) ? actionData : undefined;
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex flex-wrap items-start justify-between gap-4 sm:flex-nowrap">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">My care</h1>
            <p className="mt-3 text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{view.patientName}</span>. Your appointments, forms and exercise
              playlists with {practice.siteName}.
            </p>
          </div>
          <SignOutButton />
        </header>

        <CareSection id="upcoming" icon={CalendarCheck} title="Upcoming appointments">
          <CareAppointments
            appointments={view.upcoming}
            receipts={(appointment) => (
              <ReceiptList receipts={appointment.receipts} pdfHref={(n) => patientApi.receiptPdf(appointment.id, n)} />
            )}
            empty={
              <>
                <p>You have no upcoming appointments.</p>
                <Button asChild>
                  <Link to={paths.bookConsultation}>Book Consultation</Link>
                </Button>
              </>
            }
          />
        </CareSection>

        <CareSection id="intake" icon={ClipboardList} title="Intake form">
          <p>
            Before your first consultation, tell {practice.practitionerName} about your knee: how the injury happened, any surgery, your
            health and your goals, so your call can start from what you have told us.
          </p>
          <p className="font-medium">{intakeStatus[view.intake]}</p>
          <Button asChild variant={view.intake === "submitted" ? "outline" : "default"}>
            <Link to={paths.myCareIntake()}>{view.intake === "submitted" ? "Update your answers" : "Open your intake form"}</Link>
          </Button>
        </CareSection>

        <CareSection id="programmes" icon={Dumbbell} title="Exercise programmes">
          <CareProgrammes programmes={view.programmes} />
        </CareSection>

        <CareQuestionnaires questionnaires={view.questionnaires} />

        <CareSection id="exercise-reminders" icon={Bell} title="Exercise reminders">
          <CareExerciseReminders setting={view.exerciseReminders} />
        </CareSection>

        <CareSection id="progress" icon={TrendingUp} title="Progress">
          <CareProgress progress={view.progress} />
        </CareSection>

        <CareSection id="playlists" icon={ListMusic} title="Exercise playlists">
          <CarePlaylists playlists={view.playlists} reply={reply} />
        </CareSection>

        <CareSection id="past" icon={History} title="Past appointments">
          <CareAppointments
            appointments={view.past}
            receipts={(appointment) => (
              <ReceiptList receipts={appointment.receipts} pdfHref={(n) => patientApi.receiptPdf(appointment.id, n)} />
            )}
            empty={<p>No past appointments yet.</p>}
          />
        </CareSection>

        <CareSection id="signing-in" icon={ShieldCheck} title="Signing in">
          <SignOutEverywhere />
        </CareSection>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
