import { ArrowRight, GraduationCap } from "lucide";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/professional-development";

export const handle = contentPage;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Professional Development",
    description:
      "Professional development in ACL rehabilitation for physiotherapists, coaches and clinicians. New content is on its way; see our current courses in the meantime.",
    path: paths.professionalDevelopment,
  });

export default function ProfessionalDevelopment() {
  return (
    <>
      <PageHero headingId="pd-heading" title="Professional Development" />
      <section className="py-16 sm:py-24">
        <div className="mx-auto flex max-w-2xl flex-col items-center px-4 text-center sm:px-6">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon node={GraduationCap} className="size-7" />
          </span>
          <p className="mt-6 text-2xl font-semibold text-brand-deep">Content to be updated soon</p>
          <p className="mt-3 text-muted-foreground">
            In the meantime, our workshops for physiotherapists, coaches and clinicians are open for enquiries.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.courses}>
              View Courses <Icon node={ArrowRight} />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
