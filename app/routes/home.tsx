import { ArrowRight, CalendarCheck, GraduationCap, Stethoscope, Video } from "lucide";
import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import profile400Avif from "#app/assets/media/profile-400.avif";
import profile400Webp from "#app/assets/media/profile-400.webp";
import profile800Avif from "#app/assets/media/profile-800.avif";
import profile800Webp from "#app/assets/media/profile-800.webp";
import workshop600Avif from "#app/assets/media/workshop-600.avif";
import workshop600Webp from "#app/assets/media/workshop-600.webp";
import workshop1200Avif from "#app/assets/media/workshop-1200.avif";
import workshop1200Webp from "#app/assets/media/workshop-1200.webp";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { HeroVideo } from "#app/features/home/hero-video.tsx";
import { practiceJsonLd } from "#app/features/home/practice-json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "ACL Rehabilitation by Telehealth in Melbourne",
    description: `Specialist ACL (knee ligament) rehabilitation by telehealth with ${practice.practitionerName}, ${practice.practitionerTitle}. Book a secure video consultation from anywhere in Australia.`,
    path: paths.home,
    jsonLd: [practiceJsonLd()],
  });

const services = [
  {
    icon: Video,
    title: "Patient Consultations",
    description: "Secure telehealth consultations for ACL injury, surgery preparation and every stage of rehabilitation.",
    action: "Book Consultation",
    to: paths.bookConsultation,
  },
  {
    icon: Stethoscope,
    title: "Healthcare Referrals",
    description: "Direct communication for referring GPs, surgeons and physiotherapists, with notes and reports attached.",
    action: "Access Portal",
    to: paths.refer,
  },
  {
    icon: GraduationCap,
    title: "Professional Courses",
    description: "Advanced training and workshops in ACL rehabilitation and movement re-training for clinicians.",
    action: "View Courses",
    to: "#courses",
  },
] as const;

const courses = [
  {
    title: "ACL Rehabilitation Workshop",
    length: "2 days",
    summary: "Assessment, staged loading and return-to-sport testing, from surgery to the field.",
  },
  {
    title: "Movement Re-training Workshop",
    length: "4 hours",
    summary: "Landing, cutting and deceleration mechanics: how to see them, cue them and train them.",
  },
] as const;

const credentials = [
  "APA Physiotherapist",
  `${practice.yearsExperience}+ Years Experience`,
  "Sports Medicine",
  "Performance Coach",
  "Clinical Educator",
] as const;

/** Both images are illustrations made for the site (app/assets/media/source), described as such. */
const srcSet = (...entries: [string, number][]) => entries.map(([url, width]) => `${url} ${width}w`).join(", ");

export default function Home() {
  const firstName = practice.practitionerName.split(" ")[0];
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden text-white">
        <HeroVideo />
        <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <div className="max-w-3xl">
            <Badge variant="outline" className="border-white/40 bg-white/10 text-white">
              Telehealth · {practice.city}, Australia
            </Badge>
            <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Expert ACL rehabilitation, wherever you are
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">
              One-to-one video consultations with an APA physiotherapist who has guided athletes and everyday movers back from knee ligament
              injury for {practice.yearsExperience} years.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {services.map((service) => (
              <li key={service.title} className="flex flex-col rounded-xl bg-white/95 p-6 text-foreground shadow-lg">
                <Icon node={service.icon} className="size-8 text-primary" />
                <h2 className="mt-3 text-xl font-semibold">{service.title}</h2>
                <p className="mt-2 mb-6 text-muted-foreground">{service.description}</p>
                <Button asChild className="mt-auto w-full">
                  {service.to.startsWith("#") ? (
                    <a href={service.to}>
                      {service.action} <Icon node={ArrowRight} />
                    </a>
                  ) : (
                    <Link to={service.to}>
                      {service.action} <Icon node={ArrowRight} />
                    </Link>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-16 bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
          <div>
            <h2 id="courses-heading" className="text-3xl font-bold text-brand-deep">
              Professional Courses
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Evidence-based workshops for physiotherapists, coaches and clinicians, run in person or for your organisation.
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to={paths.courses}>
                Explore Courses <Icon node={ArrowRight} />
              </Link>
            </Button>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {courses.map((course) => (
              <li key={course.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <p className="text-sm font-medium text-primary">{course.length}</p>
                <h3 className="mt-1 text-xl font-semibold text-brand-deep">{course.title}</h3>
                <p className="mt-2 text-muted-foreground">{course.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
          <div className="relative mx-auto w-full max-w-md pb-[22%]">
            <picture>
              <source
                type="image/avif"
                srcSet={srcSet([profile400Avif, 400], [profile800Avif, 800])}
                sizes="(min-width: 768px) 28rem, 80vw"
              />
              <img
                src={profile800Webp}
                srcSet={srcSet([profile400Webp, 400], [profile800Webp, 800])}
                sizes="(min-width: 768px) 28rem, 80vw"
                alt={`Illustrated portrait of ${practice.practitionerName}, physiotherapist`}
                width={800}
                height={1000}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] w-[82%] rounded-2xl object-cover shadow-md"
              />
            </picture>
            <picture>
              <source
                type="image/avif"
                srcSet={srcSet([workshop600Avif, 600], [workshop1200Avif, 1200])}
                sizes="(min-width: 768px) 20rem, 60vw"
              />
              <img
                src={workshop1200Webp}
                srcSet={srcSet([workshop600Webp, 600], [workshop1200Webp, 1200])}
                sizes="(min-width: 768px) 20rem, 60vw"
                alt="Illustration of a clinician workshop: the presenter explains the knee's ligaments while participants practise rehabilitation exercises"
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                className="absolute right-0 bottom-0 aspect-[3/2] w-[66%] rounded-2xl border-4 border-background object-cover shadow-lg"
              />
            </picture>
          </div>
          <div>
            <h2 id="about-heading" className="text-3xl font-bold text-brand-deep">
              About {practice.practitionerName}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-foreground/90">
              <p>
                {practice.practitionerName} is an APA physiotherapist and performance coach with about {practice.yearsExperience} years of
                experience across private practice, on-field sports medicine and coaching.
              </p>
              <p>
                Today the practice is fully telehealth: patients across Australia and overseas work through structured ACL programs from
                home, with video assessments, exercise demonstrations and progress tracking at every stage, from the days after injury to a
                full return to sport.
              </p>
              <p>
                Alongside patient care, {firstName} teaches physiotherapists and coaches in Australia and abroad, bringing the latest
                rehabilitation evidence into everyday practice.
              </p>
            </div>
            <ul aria-label="Credentials" className="mt-6 flex flex-wrap gap-2">
              {credentials.map((credential) => (
                <li key={credential}>
                  <Badge variant="secondary" className="px-3 py-1 text-sm">
                    {credential}
                  </Badge>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted-foreground">AHPRA registration {practice.ahpraRegistration}</p>
            <Button asChild size="lg" className="mt-8">
              <Link to={paths.bookConsultation}>
                <Icon node={CalendarCheck} /> Book a Consultation
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
