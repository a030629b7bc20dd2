import { Mail } from "lucide";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { CourseCard } from "#app/features/courses/course-card.tsx";
import { courses, coursesJsonLd } from "#app/features/courses/course-content.ts";
import { customTrainingMailto } from "#app/features/courses/course-mail.ts";
import { HeroLabel, PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/courses";

export const handle = contentPage;

export function loader() {
  return { courses };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Professional Courses in ACL Rehabilitation",
    description: `Workshops for physiotherapists, coaches and clinicians with ${practice.practitionerName}: a 2-day ACL Rehabilitation Workshop and a 4-hour Movement Re-training Workshop, plus custom training for organisations.`,
    path: paths.courses,
    jsonLd: loaderData ? coursesJsonLd(loaderData.courses) : [],
  });

export default function Courses({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        headingId="courses-heading"
        eyebrow={<HeroLabel>For healthcare and sports professionals</HeroLabel>}
        title="Professional Courses"
        intro={
          <p>
            Practical, evidence-based workshops in ACL rehabilitation and movement re-training, taught by {practice.practitionerName},{" "}
            {practice.practitionerTitle}, drawing on {practice.yearsExperience} years across private practice, sports medicine and coaching.
          </p>
        }
      />

      <section aria-label="Courses" className="py-16 sm:py-20">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          {loaderData.courses.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="custom-training-heading" className="bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center sm:px-6">
          <h2 id="custom-training-heading" className="text-3xl font-bold text-brand-deep">
            Custom Training Sessions
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Running a clinic, sporting club or health service? We tailor sessions on ACL injury prevention, rehabilitation and movement
            re-training to your team. Email us at{" "}
            <a className="font-medium text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>{" "}
            to talk about what your organisation needs.
          </p>
          <Button asChild size="lg" className="mt-8">
            <a href={customTrainingMailto()}>
              <Icon node={Mail} /> Email About Custom Training
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
