import type { Course as SchemaCourse, WithContext } from "schema-dts";
import { practice } from "#core/practice.ts";
import aclImage480 from "./images/acl-workshop-480.webp";
import aclImage800 from "./images/acl-workshop-800.webp";
import movementImage480 from "./images/movement-workshop-480.webp";
import movementImage800 from "./images/movement-workshop-800.webp";

/** A course (docs/product/spec.md §3 "Course", static content; the page receives it as loader data, out of the bundle). */
export interface Course {
  id: string;
  title: string;
  description: string;
  duration: string;
  /** ISO 8601 duration for the Course JSON-LD. */
  isoDuration: string;
  format: string;
  audience: string;
  highlights: readonly string[];
  image: { small: string; large: string; alt: string };
}

export const courses: readonly Course[] = [
  {
    id: "acl-rehabilitation-workshop",
    title: "ACL Rehabilitation Workshop",
    description:
      "Two days of evidence-based ACL rehabilitation, from the first days after injury or surgery through to return to sport, with practical sessions on assessment, exercise progression and decision-making.",
    duration: "2 days",
    isoDuration: "P2D",
    format: "In-person workshop: presentations and hands-on practical sessions",
    audience: "Physiotherapists, exercise physiologists and strength and conditioning coaches",
    highlights: [
      "Apply current evidence at each phase of ACL rehabilitation, from prehabilitation to return to sport",
      "Assess and progress quadriceps strength, hop performance and movement quality",
      "Build criteria-based progressions for running, landing and change of direction",
      "Plan return-to-sport testing and share decisions with surgeons, coaches and patients",
      "Deliver and monitor rehabilitation effectively by telehealth",
    ],
    image: {
      small: aclImage480,
      large: aclImage800,
      alt: "Illustration of a knee joint with the anterior cruciate ligament highlighted",
    },
  },
  {
    id: "movement-retraining-workshop",
    title: "Movement Re-training Workshop",
    description:
      "A practical half-day on how people land, cut and decelerate, and how to coach better movement that carries over from the clinic to the training field.",
    duration: "4 hours",
    isoDuration: "PT4H",
    format: "Practical workshop, at our venue or at your clinic or club",
    audience: "Clinicians, coaches and sports trainers working with athletes of any level",
    highlights: [
      "Analyse landing, cutting and deceleration with simple video tools",
      "Coach movement changes with clear cues and feedback",
      "Progress drills from controlled tasks to sport-specific ones",
      "Build injury-reduction warm-ups into everyday training",
    ],
    image: {
      small: movementImage480,
      large: movementImage800,
      alt: "Illustration of an athlete landing on one leg with the knee aligned over the toes",
    },
  },
];

/** schema.org Course objects for search engines. */
export function coursesJsonLd(list: readonly Course[]): WithContext<SchemaCourse>[] {
  return list.map((course) => ({
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    audience: { "@type": "Audience", audienceType: course.audience },
    provider: { "@type": "Organization", name: practice.siteName, url: practice.websiteUrl },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Onsite",
      courseWorkload: course.isoDuration,
      instructor: { "@type": "Person", name: practice.practitionerName, jobTitle: practice.practitionerTitle },
    },
  }));
}
