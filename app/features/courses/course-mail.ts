import { practice } from "#core/practice.ts";

/** The mail draft a 'Request Course Information' button opens (docs/product/spec.md, "Courses page"). */
export function courseInformationMailto(course: { title: string }): string {
  return `mailto:${practice.email}?subject=${encodeURIComponent(`Course Information Request - ${course.title}`)}`;
}

export function customTrainingMailto(): string {
  return `mailto:${practice.email}?subject=${encodeURIComponent("Custom Training Session Enquiry")}`;
}
