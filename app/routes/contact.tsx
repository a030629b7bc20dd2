import { ArrowRight, CalendarCheck, Clock, ExternalLink, Mail, Siren, Stethoscope, UserPlus, type IconNode } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { EmergencyNumberLink, EmergencySupportButton } from "#app/features/contact/emergency-support.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contactSchema } from "#contracts/contact.ts";
import { contactMessages } from "#contracts/contact-messages.ts";
import { pageContext } from "#contracts/page-context.ts";
import type { ContactAnswer } from "#app/features/contact/contact-answer.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: `Contact ${practice.siteName}: send a message, email ${practice.email}, book a telehealth consultation or refer a patient. We reply within 24 hours.`,
    path: paths.contact,
  });

/** The contact form's post: the message received as POST /api/contact receives it, or what to correct. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), contactSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await context.get(pageContext).contact.send(submission.value);
  if (!outcome.ok) return refusedReply(outcome.refusal, submission.values);
  return { status: "sent" } satisfies ContactAnswer;
}

/** Once hydrated: a connection that drops on the way keeps the form as typed, with the spec's words. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, contactMessages.errorFallback);
}

export default function Contact() {
  return (
    <>
      <PageHero
        headingId="contact-heading"
        title="Get in Touch"
        intro={
          <p>
            Questions about your knee, our telehealth consultations or a referral? Send us a message and we will get back to you within 24
            hours.
          </p>
        }
      >
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.bookConsultation}>
            <Icon node={CalendarCheck} /> Book Consultation
          </Link>
        </Button>
        <EmergencySupportButton />
      </PageHero>

      <section aria-labelledby="message-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
          <Card>
            <CardHeader>
              <h2 id="message-heading" className="text-2xl font-bold text-brand-deep">
                Send us a message
              </h2>
              <CardDescription className="text-base">
                Please don&apos;t include detailed health information here; we will ask for what we need when we reply.
              </CardDescription>
            </CardHeader>
            <CardContent className="relative">
              <ContactForm />
            </CardContent>
          </Card>

          <div className="space-y-6">
            <div>
              <h2 className="text-2xl font-bold text-brand-deep">Other ways to reach us</h2>
              <ul className="mt-5 space-y-5">
                <li className="flex gap-3">
                  <Icon node={Mail} className="mt-1 size-5 shrink-0 text-primary" />
                  <div>
                    <p className="font-semibold">Email</p>
                    <a className="break-all text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
                      {practice.email}
                    </a>
                  </div>
                </li>
                <li className="flex gap-3">
                  <Icon node={ExternalLink} className="mt-1 size-5 shrink-0 text-primary" />
                  <div>
                    <p className="font-semibold">Professional network</p>
                    <a
                      className="text-primary underline underline-offset-2"
                      href={practice.professionalNetworkUrl}
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      Connect on {practice.professionalNetworkLabel}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </div>
                </li>
                <li className="flex gap-3">
                  <Icon node={Clock} className="mt-1 size-5 shrink-0 text-primary" />
                  <div>
                    <p className="font-semibold">Response time</p>
                    <p className="text-muted-foreground">We reply to messages within 24 hours.</p>
                  </div>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="quick-actions-heading" className="bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="quick-actions-heading" className="text-3xl font-bold text-brand-deep">
            Quick Actions
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            <QuickAction icon={UserPlus} title="New Patient" text="Start your ACL rehabilitation with a telehealth consultation.">
              <Button asChild className="w-full">
                <Link to={paths.bookConsultation}>
                  Book Consultation <Icon node={ArrowRight} />
                </Link>
              </Button>
            </QuickAction>
            <QuickAction
              icon={Stethoscope}
              title="Healthcare Professional"
              text="Refer a patient and send their notes securely to our team."
            >
              <Button asChild variant="outline" className="w-full">
                <Link to={paths.referrals}>
                  Access Referral Portal <Icon node={ArrowRight} />
                </Link>
              </Button>
            </QuickAction>
            <QuickAction
              icon={Siren}
              title="Emergency Support"
              text="For a medical emergency, call 000. This telehealth service cannot provide emergency care."
              urgent
            >
              <EmergencyNumberLink className="text-lg text-destructive" />
            </QuickAction>
          </ul>
        </div>
      </section>
    </>
  );
}

/** One of the three Quick Actions cards (docs/product/spec.md, "Contact page"): icon, title, text, and what to do. */
function QuickAction({
  icon,
  title,
  text,
  urgent = false,
  children,
}: {
  icon: IconNode;
  title: string;
  text: string;
  urgent?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className={urgent ? "h-full border-destructive/40" : "h-full"}>
        <CardHeader>
          <Icon node={icon} className={urgent ? "size-8 text-destructive" : "size-8 text-primary"} />
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription className="text-base">{text}</CardDescription>
        </CardHeader>
        <CardFooter className="mt-auto">{children}</CardFooter>
      </Card>
    </li>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
