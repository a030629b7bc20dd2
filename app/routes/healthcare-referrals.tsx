import { ArrowRight, CalendarCheck, Stethoscope } from "lucide";
import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { ReferralForm } from "#app/features/referrals/referral-form.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { isFormReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { referralAction } from "#app/features/referrals/referral-page.server.ts";
import { MAX_ATTACHMENT_BYTES, referralMessages } from "#contracts/referral-limits.ts";
import type { Route } from "./+types/healthcare-referrals";
import { PhoneLink } from "#app/components/phone-link.tsx";

// Served at /healthcare-referrals and /refer (two route entries, one module); both name the first as canonical.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Healthcare Professional Referral Portal",
    description: `Refer a patient to ${practice.practitionerName}, ${practice.practitionerTitle}, for telehealth ACL rehabilitation. Send the referral and an operation report, MRI or letter securely online.`,
    path: paths.referrals,
  });

export const action = referralAction;

/**
 * Once hydrated: a file over the limit is refused without sending it, a dropped connection keeps the form
 * as typed, and the chosen file is still in its field (only a plain post loses it).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const file = (await request.clone().formData()).get("attachment");
  if (file instanceof File && file.size > MAX_ATTACHMENT_BYTES) {
    return { status: "invalid", error: referralMessages.fileSize, fields: { attachment: referralMessages.fileSize }, values: {} } as const;
  }
  const answer = await keepFormWhenUnreachable(serverAction, "The referral could not be sent. Please check your connection and try again.");
  return isFormReply(answer) ? { ...answer, values: { ...answer.values, attachment: "" } } : answer;
}

const nextSteps = [
  "We acknowledge your referral by email.",
  "We contact your patient to book a telehealth assessment.",
  "With the patient's consent, we keep you informed of their progress.",
] as const;

export default function HealthcareReferrals() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-deep to-primary text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Badge variant="outline" className="border-white/40 bg-white/10 text-white">
            <Icon node={Stethoscope} /> For healthcare professionals
          </Badge>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-4xl lg:text-5xl">
            Healthcare Professional Referral Portal
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-white/90">
            Refer your patients for specialist ACL rehabilitation by telehealth. {practice.practitionerName} works with GPs, surgeons and
            physiotherapists at every stage, from preparing for surgery to returning to sport, so your patient gets structured, one-to-one
            care wherever they live.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8 lg:py-14">
        <section aria-label="Referral" className="self-start rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <ReferralForm />
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="for-patients" className="rounded-xl border border-primary/20 bg-secondary/60 p-6">
            <h2 id="for-patients" className="flex items-center gap-2 text-lg font-semibold text-brand-deep">
              <Icon node={CalendarCheck} className="size-5 text-primary" /> For Patients
            </h2>
            <p className="mt-2 text-sm text-foreground/90">
              Looking for ACL rehabilitation yourself? You don&apos;t need a referral to book a telehealth consultation.
            </p>
            <Button asChild className="mt-4 w-full">
              <Link to={paths.bookConsultation}>
                Book a Consultation <Icon node={ArrowRight} />
              </Link>
            </Button>
          </section>

          <section aria-labelledby="what-next" className="rounded-xl border bg-card p-6">
            <h2 id="what-next" className="flex items-center gap-2 text-lg font-semibold text-brand-deep">
              What happens next
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-foreground/90">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="referral-contact" className="rounded-xl border bg-card p-6 text-sm">
            <h2 id="referral-contact" className="flex items-center gap-2 text-lg font-semibold text-brand-deep">
              Prefer to talk?
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                Phone:{" "}
                <PhoneLink className="text-primary underline underline-offset-2" number={practice.phone} display={practice.phoneDisplay} />
              </li>
              <li>
                Email:{" "}
                <a className="break-all text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
                  {practice.email}
                </a>
              </li>
            </ul>
            <p className="mt-3 text-muted-foreground">AHPRA registration {practice.ahpraRegistration}</p>
          </section>
        </aside>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
