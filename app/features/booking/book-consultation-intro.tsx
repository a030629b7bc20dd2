import { CalendarCheck, CreditCard, MailCheck, UserRound, Video } from "lucide";
import { Link, useLoaderData } from "react-router";
import { noticePhrase } from "#core/booking/notice-wording.ts";
import { balanceCents, formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { HeroLabel, PageHero } from "#app/components/page-hero.tsx";
import type { BookingPageData } from "./booking-section.tsx";

const bookingSteps = [
  { icon: UserRound, title: "Your details", text: "Tell us your name, contact details and a little about your knee." },
  { icon: CalendarCheck, title: "Choose a time", text: "Pick a time that suits you from the available sessions." },
  { icon: CreditCard, title: "Pay the deposit", text: "Secure your time with the deposit through our card payment provider." },
  { icon: MailCheck, title: "Confirmation", text: "Receive your confirmation email with your session details." },
] as const;

/** What /book-consultation says before its booking section: the header and the two intro sections. */
export function BookConsultationIntro() {
  const { fees, noticeHours } = useLoaderData() as BookingPageData;
  return (
    <>
      <PageHero
        headingId="book-heading"
        eyebrow={<HeroLabel>Telehealth · 30-minute video consultation</HeroLabel>}
        title="Book a Consultation"
        intro={
          <p>
            One-to-one ACL assessment and rehabilitation with {practice.practitionerName}, {practice.practitionerTitle}, from wherever you
            are.
          </p>
        }
      />

      <section aria-labelledby="expect-heading" className="py-14 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <div>
            <h2 id="expect-heading" className="text-3xl font-bold text-brand-deep">
              Expert ACL care, by video
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Whether you have just injured your knee, are preparing for surgery or are working back to sport, your consultation gives you a
              clear assessment, a plan for the weeks ahead and exercises you can start straight away.
            </p>
          </div>
          <ul className="grid gap-3 self-center text-lg">
            <li className="flex gap-3">
              <Icon node={Video} className="mt-1 size-5 shrink-0 text-primary" />
              <span>A secure 30-minute video session from your phone, tablet or computer</span>
            </li>
            <li className="flex gap-3">
              <Icon node={CalendarCheck} className="mt-1 size-5 shrink-0 text-primary" />
              <span>Reschedule or cancel online with at least {noticePhrase(noticeHours)}</span>
            </li>
            <li className="flex gap-3">
              <Icon node={MailCheck} className="mt-1 size-5 shrink-0 text-primary" />
              <span>Your program and exercise demonstrations sent after the session</span>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-booking-heading" className="bg-secondary/60 py-14 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="how-booking-heading" className="text-3xl font-bold text-brand-deep">
            How booking works
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {bookingSteps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
                <Icon node={step.icon} className="size-7 text-primary" />
                <h3 className="mt-3 font-semibold">
                  {index + 1}. {step.title}
                </h3>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 max-w-3xl text-lg">
            The consultation fee is{" "}
            <strong>
              {formatDollars(fees.consultationCents)} {fees.currency}
            </strong>
            : a {formatDollars(fees.depositCents)} deposit when you book, and the remaining {formatDollars(balanceCents(fees))} after your
            consultation.{" "}
            <Link className="text-primary underline underline-offset-2" to={paths.faq}>
              Questions about payment?
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
