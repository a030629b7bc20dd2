import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { paths } from "#contracts/paths.ts";
import { ContentSection, PracticeEmailLink, PracticePhoneLink, TermList } from "#app/components/content-section.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/accessibility";

export const handle = contentPage;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Accessibility",
    description: `How ${practice.siteName} makes its website usable for everyone: the standard it aims for, how it is checked, known limitations and how to report a barrier.`,
    path: paths.accessibility,
  });

/** The date this statement was last checked against the site: change it with every review. */
const LAST_REVIEWED = "27 November 2026";

/**
 * What is known not to meet the target, or lies outside this website. Each names the way around it; keep
 * it true when a part is built or changes.
 */
const limitations: { term: string; detail: string }[] = [
  {
    term: "Video consultations",
    detail:
      "The video call itself is not part of this website yet: we email you a link to a video service before your session. If that service does not work for you, tell us and we will find one that does, or hold the consultation by phone.",
  },
  {
    term: "Paying with PayPal",
    detail:
      "Paying a deposit or a balance opens PayPal's own window, which PayPal builds and we cannot change. If you cannot use it, phone or email us and we will arrange your booking and payment with you.",
  },
  {
    term: "Scheduling through Calendly",
    detail:
      "Where the practice schedules through Calendly, choosing a time happens in Calendly's booking window, which Calendly builds. Phone or email us to book a time instead.",
  },
  {
    term: "Pages that need JavaScript",
    detail:
      "Choosing a booking time, the exercise playlists and the workout player need JavaScript in your browser. The information pages, including this one, need none.",
  },
  {
    term: "Exercise videos",
    detail:
      "Exercise videos have no sound, so they have no captions; every exercise also has written instructions on its page. The workout player's music and timing sounds are shown on screen as well (the current exercise and the time left), and announced to screen readers.",
  },
  {
    term: "Receipts",
    detail:
      "Receipts and credit notes are PDF files without accessibility tags: a screen reader reads their text but not their table structure. Ask us and we will email the same details as plain text.",
  },
];

export default function Accessibility() {
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Accessibility</h1>
        <p className="text-muted-foreground">Last reviewed {LAST_REVIEWED}</p>
        <p className="text-lg text-foreground/90">
          We want everyone to be able to book, learn about their rehabilitation and do their exercises on this website, whatever device,
          browser or assistive technology they use.
        </p>
      </header>

      <ContentSection id="target" title="What we aim for">
        <p>
          This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard the Australian Human
          Rights Commission points to under the Disability Discrimination Act 1992. We believe it meets it, apart from the limitations
          listed below.
        </p>
      </ContentSection>

      <ContentSection id="how-checked" title="How we check it">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Every page is checked with axe, an automated accessibility checker, against WCAG 2.0, 2.1 and 2.2 at levels A and AA, at a
            phone&apos;s width and a desktop&apos;s width, in the tests every change to the website must pass.
          </li>
          <li>
            The same tests use the website with the keyboard alone: opening the answers of the FAQ, reordering a playlist, and controlling
            the workout player.
          </li>
        </ul>
        <p>
          Automated checks do not find every barrier, and we have not tested the website with every screen reader. Your reports are how we
          find the rest.
        </p>
      </ContentSection>

      <ContentSection id="limitations" title="Known limitations">
        <TermList items={limitations} />
      </ContentSection>

      <ContentSection id="report" title="Report a barrier or get the content another way">
        <p>
          If something on this website is hard or impossible for you to use, or you need information in another format (large print, plain
          text, read to you by phone), please tell us:
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Email: <PracticeEmailLink />
          </li>
          <li>
            Phone: <PracticePhoneLink /> (you can also call through the National Relay Service)
          </li>
          <li>
            The{" "}
            <Link className="text-primary underline underline-offset-2" to={paths.contact}>
              contact form
            </Link>
          </li>
        </ul>
        <p>
          Say which page and what happened. We reply within 24 hours, and we can book your consultation, take your details or answer your
          questions by phone or email while we fix the problem.
        </p>
        <p>If you are not satisfied with our answer, you can complain to the Australian Human Rights Commission (humanrights.gov.au).</p>
      </ContentSection>
    </article>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
