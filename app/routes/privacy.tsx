import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { CHILD_RECORD_KEPT_TO_AGE, RETENTION_YEARS_AFTER_LAST_SERVICE } from "#core/patients/record-retention.ts";
import { paths } from "#contracts/paths.ts";
import { ContentSection, PracticeEmailLink, PracticePhoneLink, TermList } from "#app/components/content-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/privacy";

export const handle = contentPage;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: `How ${practice.siteName} collects, uses, stores and protects personal and health information, including referrals from healthcare providers.`,
    path: paths.privacy,
  });

const LAST_UPDATED = "27 November 2026";

const years = `${RETENTION_YEARS_AFTER_LAST_SERVICE} years`;

/**
 * What a patient's record holds and why (docs/decisions/0046, 0049): one record per person, found by email,
 * kept and deleted as one (server/record-retention/).
 */
const record: { term: string; detail: string }[] = [
  {
    term: "Your details",
    detail: "Your name, email and phone number: to arrange your care, send your booking emails and reach you.",
  },
  {
    term: "Bookings and payments",
    detail:
      "Your consultation times, the notes you give when booking, when you joined and left the video room, and each payment, refund and receipt with the payment provider's references: to provide the consultations and for the practice's accounts. Card and account details are never stored by us.",
  },
  {
    term: "Intake and telehealth consent",
    detail:
      "Your answers about your knee, injury, surgery, health, goals, emergency contact and where you are during calls, and the consent you gave (its version and time): so the practitioner is prepared and can act in an emergency during a call.",
  },
  {
    term: "Clinical notes",
    detail: "The practitioner's notes of each consultation and any later addition to them: the clinical record the law asks us to keep.",
  },
  {
    term: "Referrals",
    detail: "What a healthcare provider sent us about you, and the document attached: to arrange your care.",
  },
  {
    term: "Messages",
    detail: "What you sent through the contact form: to answer you and keep track of what was asked.",
  },
  {
    term: "Exercise programmes and logs",
    detail:
      "The exercise playlists kept in your account and the sessions you log with them (effort and pain scores included): to follow your rehabilitation.",
  },
  {
    term: "Who opened or changed it",
    detail:
      "Each time your intake, notes or record is read, changed or exported, who did it and when: to keep your health information accountable.",
  },
];

/**
 * How long each kind of record is kept (docs/product/decisions.md, 19). Every line is what the code does: the figures
 * are the retention rule's (core/patients/record-retention.ts), the configuration's defaults (MAIL_BODY_RETENTION_DAYS,
 * ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS) and the checkout cookie's lifetime (server/api/paypal/checkout-cookie.ts).
 */
const retention: { term: string; detail: string }[] = [
  {
    term: "Your patient record",
    detail: `Everything listed above: kept ${years} after the last entry in it (for a patient under 18, until they turn ${CHILD_RECORD_KEPT_TO_AGE} if that is later), then deleted by the website, whole, by itself. A time held for you that you did not pay for is kept as expired for the same ${years}, then deleted.`,
  },
  {
    term: "Payments",
    detail: `Kept with your record and deleted with it: by then more than ${years} old, longer than the 5 years the tax law asks.`,
  },
  {
    term: "Contact messages",
    detail:
      "A message sent from your record's email address is part of your record. Any other message is kept so we can answer and keep track of what was asked; the website does not delete it by itself. Ask us and we delete yours.",
  },
  {
    term: "Referrals and their documents",
    detail:
      "Part of the referred patient's record once it is linked to it, and deleted with it; a referral not linked to a record stays until the practitioner links or deletes it. Clinical notes and documents are stored encrypted. A document whose referral was never saved (an interrupted upload) is set aside, unread, for us to check.",
  },
  {
    term: "Emails we send",
    detail:
      "Kept in full for 30 days after they are sent, then only the record that an email was sent (to whom, its subject and when). An email still waiting to be sent keeps its content until it goes.",
  },
  {
    term: "Audit log",
    detail:
      "What happened in the practice's admin area, to payments and to health information (sign-ins, status changes, charges, each reading of an intake or note, exports), with record numbers, amounts and the network address used, never names, emails, phone numbers or notes. What concerns you is deleted with your record, except one line saying the record was deleted.",
  },
  {
    term: "When your record is deleted",
    detail:
      "As Victoria's Health Records Act asks (Health Privacy Principle 4.3), we keep a note of your name, the period your record covered and the date it was deleted. Nothing else of it stays.",
  },
  {
    term: "Administrator sessions",
    detail:
      "Deleted when the practitioner signs out. A session ends after 60 minutes unused or 12 hours at most, and ended sessions are deleted at the next sign-in.",
  },
  {
    term: "Exercise playlists",
    detail:
      "Linked to an anonymous identifier kept in a cookie in your browser, never to your name or email; kept until their owner deletes them. Playlists kept in your account are part of your record instead.",
  },
  {
    term: "The checkout cookie",
    detail:
      "While you pay a deposit, a cookie lets this browser (and no other) see whose booking a payment link is for. It lasts two hours; only a fingerprint of it is stored with the payment.",
  },
  {
    term: "Your booking link",
    detail:
      "The link in your booking emails opens your booking page (to reschedule or cancel) without an account, so keep it to yourself. It works until the appointment is over; only a fingerprint of it is stored.",
  },
  {
    term: "Your consultation room's link",
    detail:
      "Opens the video room of your appointment without an account, so keep it to yourself. It lets you in only around your appointment's time (or while the practitioner is in the room) and tells you when a cancelled appointment's room is closed; only a fingerprint of it is stored.",
  },
  {
    term: "Video consultations",
    detail:
      "Nothing of the call is recorded, and the chat is not stored. When each of you joined and left the room is kept with your appointment, as appointments are.",
  },
];

export default function Privacy() {
  const mail = <PracticeEmailLink />;
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Privacy Policy</h1>
        <p className="text-muted-foreground">Last updated {LAST_UPDATED}</p>
        <p className="text-lg text-foreground/90">
          We handle personal and health information under the Australian Privacy Principles (Privacy Act 1988) and Victoria&apos;s Health
          Records Act 2001. This page explains what we collect, why, and the choices you have.
        </p>
      </header>

      <ContentSection id="who-we-are" title="Who we are">
        <p>
          {practice.siteName} is the telehealth practice of {practice.practitionerName}, {practice.practitionerTitle}, based in{" "}
          {practice.city}, {practice.region}, Australia.
        </p>
        <dl className="grid gap-x-6 gap-y-1 rounded-lg border bg-card p-4 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Practitioner</dt>
          <dd>{practice.practitionerName}</dd>
          <dt className="font-medium">AHPRA registration</dt>
          <dd>{practice.ahpraRegistration}</dd>
          <dt className="font-medium">ABN</dt>
          <dd>{practice.abn}</dd>
          <dt className="font-medium">Email</dt>
          <dd>{mail}</dd>
          <dt className="font-medium">Phone</dt>
          <dd>
            <PracticePhoneLink />
          </dd>
        </dl>
      </ContentSection>

      <ContentSection id="what-we-collect" title="What we collect">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Booking a consultation:</strong> your name, email, phone number and any notes you give us about your injury, surgery or
            concerns, and the time you book.
          </li>
          <li>
            <strong>Payments:</strong> the amount, date and the payment provider&apos;s reference. Card and account details are entered with
            the payment provider and never reach or are stored by us.
          </li>
          <li>
            <strong>Before your first consultation:</strong> the intake form about your knee and health, and your consent to telehealth.
          </li>
          <li>
            <strong>During your care:</strong> the practitioner&apos;s clinical notes, and the exercise sessions you log.
          </li>
          <li>
            <strong>Contact form:</strong> your name, email and message.
          </li>
          <li>
            <strong>Referrals from healthcare providers:</strong> the referrer&apos;s name, clinic, email and phone; the patient&apos;s name
            and email; clinical notes; and any document attached, such as an operation report, imaging report or letter. If you are a
            patient who has been referred, your referrer gave us this information so we can arrange your care, and we will tell you when we
            first contact you.
          </li>
          <li>
            <strong>Professional network:</strong> if a referrer ticks the box to join our network, their name, clinic and email, to send
            educational material.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="why" title="Why we collect it">
        <p>
          To provide and arrange your care, to reply to you, to take payment for consultations, to keep the clinical records the law
          requires, and, for network members who asked, to send educational material. We do not sell personal information or use health
          information for marketing.
        </p>
      </ContentSection>

      <ContentSection id="your-record" title="Your patient record">
        <p>
          Everything we hold about you is kept together in one record, found by your email address, whether you booked, were referred or
          wrote to us. It holds:
        </p>
        <TermList items={record} />
      </ContentSection>

      <ContentSection id="how-long" title="How long we keep your record">
        <p>
          Victoria&apos;s Health Records Act 2001 (Health Privacy Principle 4.2) asks us to keep health information for at least {years}{" "}
          after the last time we provided you a service, and, if you were under 18 when it was collected, until you turn{" "}
          {CHILD_RECORD_KEPT_TO_AGE} if that is later. We keep your whole record for {years} after its last entry (a consultation, a note,
          your intake, a message, a payment or a logged session), which is never earlier. The day after, the website deletes the record by
          itself, with everything in it, including encrypted documents.
        </p>
        <p>
          We do not ask for your date of birth. Consultations booked on this website are for adults; a patient under 18 is seen only with a
          parent or guardian present, who tells us their age, and the practitioner then keeps the record until they turn{" "}
          {CHILD_RECORD_KEPT_TO_AGE}.
        </p>
      </ContentSection>

      <ContentSection id="storage" title="How we store and protect it">
        <p>
          Information is sent to us over encrypted connections and kept in this website&apos;s own database and files, on the servers the
          practice runs it on; the website sends your record to no other service beyond those named under &ldquo;Who we share it
          with&rdquo;. Your intake answers, clinical notes and their additions, referral notes and referral documents are encrypted when
          stored (AES-256-GCM), are never published on this website, and only the practitioner can read them (and you your own intake);
          every reading is recorded. Emails about referrals go to the practice&apos;s own mailbox; the acknowledgement sent to a referrer
          names the patient by initials only and contains no clinical notes.
        </p>
      </ContentSection>

      <ContentSection id="retention" title="How long we keep each record">
        <TermList items={retention} />
      </ContentSection>

      <ContentSection id="video-consultations" title="Video consultations">
        <p>
          Your consultation is a video call in your web browser, on this website: no app, account or other company&apos;s video service.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Browser to browser, encrypted:</strong> your video and sound go directly between your browser and the
            practitioner&apos;s (peer to peer), encrypted with DTLS-SRTP, the encryption built into every browser&apos;s video calls. To
            connect directly, each browser learns the other&apos;s network address.
          </li>
          <li>
            <strong>Through our relay when needed:</strong> when a network does not allow a direct connection, the call is relayed through
            our own relay (TURN) server. It stays encrypted: the relay passes it on and cannot see or hear it. Our website&apos;s server
            only helps the two browsers find each other; your video and sound never pass through it.
          </li>
          <li>
            <strong>Nothing recorded:</strong> no video, sound or picture of the call is recorded or kept, by us or anyone else. The chat in
            the call goes between the two browsers and is not stored: it is gone when you leave.
          </li>
          <li>
            <strong>What we keep:</strong> when you and the practitioner joined and left the room, with your appointment, so the
            practitioner knows the call took place and how long it lasted.
          </li>
          <li>
            <strong>Camera and microphone:</strong> used only on the consultation room&apos;s page, and only once you allow it in your
            browser. Every other page of this website is barred from them (and from screen sharing and your location) by the website&apos;s
            own settings.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="sharing" title="Who we share it with">
        <p>
          Only the services we need to run the practice: our email and hosting providers, the payment provider that processes your deposit
          and balance, and, where used, the scheduling service for your consultation. With your consent, we share progress updates with the
          clinician who referred you. We disclose information without consent only where the law requires or allows it, for example to
          lessen a serious threat to life or health.
        </p>
      </ContentSection>

      <ContentSection id="your-choices" title="Access, correction and complaints">
        <p>
          You can ask for a copy of your record, or ask us to correct it, through the{" "}
          <Link className="text-primary underline underline-offset-2" to={paths.contact}>
            contact page
          </Link>{" "}
          or by emailing {mail}. We reply within 30 days. A copy is your whole record as a PDF document you can read, and, if you are moving
          to another practice, as a file its system can import. Network members can leave the network at any time by replying to any of our
          emails.
        </p>
        <p>
          If you have a concern about how we handled your information, contact us first and we will respond within 30 days. If you are not
          satisfied, you can complain to the Office of the Australian Information Commissioner (oaic.gov.au) or, for health information in
          Victoria, the Health Complaints Commissioner (hcc.vic.gov.au).
        </p>
      </ContentSection>

      <ContentSection id="cookies" title="Cookies">
        <p>
          This site uses only the cookies it needs to work: to keep an administrator signed in, to remember the exercise playlists you
          create, and, for two hours while you pay a deposit, to show this browser alone whose booking it is. It uses no advertising or
          third-party tracking cookies.
        </p>
      </ContentSection>

      <p className="border-t pt-6 text-sm text-muted-foreground">
        Referring a patient? Use the{" "}
        <Link className="text-primary underline underline-offset-2" to={paths.referrals}>
          referral portal
        </Link>
        . Questions about this policy: {mail}.
      </p>
    </article>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
