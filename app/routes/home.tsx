import { ArrowRight, CalendarCheck, GraduationCap, Stethoscope, Video } from "lucide-react";
import { Link } from "react-router";
import { practice } from "../../core/practice.ts";
import profileUrl from "../assets/media/profile.webp";
import workshopUrl from "../assets/media/workshop.webp";
import { Badge } from "../components/ui/badge.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { paths } from "../config/paths.ts";
import { HeroVideo } from "../features/home/hero-video.tsx";
import { practiceJsonLd } from "../features/home/practice-json-ld.ts";
import { pageMeta } from "../lib/seo.ts";
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

const credentials = [
  "APA Physiotherapist",
  `${practice.yearsExperience}+ Years Experience`,
  "Sports Medicine",
  "Performance Coach",
  "Clinical Educator",
] as const;

export default function Home() {
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden text-white">
        <HeroVideo />
        <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <Badge variant="outline" className="border-white/40 bg-white/10 text-white">
              Telehealth · {practice.city}, Australia
            </Badge>
            <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
              Expert ACL rehabilitation, wherever you are
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">
              One-to-one video consultations with an APA physiotherapist who has guided athletes and everyday
              movers back from knee ligament injury for {practice.yearsExperience} years.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {services.map((service) => (
              <li key={service.title}>
                <Card className="h-full gap-4 border-white/20 bg-white/95 text-foreground backdrop-blur">
                  <CardHeader>
                    <service.icon className="size-8 text-primary" aria-hidden="true" />
                    <CardTitle className="text-xl">
                      <h2>{service.title}</h2>
                    </CardTitle>
                    <CardDescription className="text-base">{service.description}</CardDescription>
                  </CardHeader>
                  <CardFooter className="mt-auto">
                    <Button asChild className="w-full">
                      {service.to.startsWith("#") ? (
                        <a href={service.to}>
                          {service.action} <ArrowRight aria-hidden="true" />
                        </a>
                      ) : (
                        <Link to={service.to}>
                          {service.action} <ArrowRight aria-hidden="true" />
                        </Link>
                      )}
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="courses" className="scroll-mt-16 bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <div>
            <h2 className="text-3xl font-bold text-brand-deep">Professional Courses</h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Evidence-based workshops for physiotherapists, coaches and clinicians: a 2-day ACL Rehabilitation
              Workshop and a 4-hour Movement Re-training Workshop, run in person or for your organisation.
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to={paths.courses}>
                Explore Courses <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <img
            src={workshopUrl}
            alt="A workshop group practising knee rehabilitation exercises"
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full rounded-xl object-cover shadow-md"
          />
        </div>
      </section>

      <section aria-labelledby="about-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
          <img
            src={profileUrl}
            alt={`${practice.practitionerName}, physiotherapist`}
            width={800}
            height={1000}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] w-full max-w-md rounded-xl object-cover shadow-md"
          />
          <div>
            <h2 id="about-heading" className="text-3xl font-bold text-brand-deep">
              About {practice.practitionerName}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-foreground/90">
              <p>
                {practice.practitionerName} is an APA physiotherapist and performance coach with about{" "}
                {practice.yearsExperience} years of experience across private practice, on-field sports medicine
                and coaching.
              </p>
              <p>
                Today the practice is fully telehealth: patients across Australia and overseas work through
                structured ACL programs from home, with video assessments, exercise demonstrations and progress
                tracking at every stage, from the days after injury to a full return to sport.
              </p>
              <p>
                Alongside patient care, {practice.practitionerName.split(" ")[0]} teaches physiotherapists and
                coaches in Australia and abroad, bringing the latest rehabilitation evidence into everyday practice.
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
                <CalendarCheck aria-hidden="true" /> Book a Consultation
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
