import { describe, expect, it } from "vitest";
import { practice } from "#core/practice.ts";
import { courses, coursesJsonLd } from "./course-content.ts";
import { courseInformationMailto } from "./course-mail.ts";

describe("courses", () => {
  it("are the spec's two workshops", () => {
    expect(courses.map((c) => [c.title, c.duration])).toEqual([
      ["ACL Rehabilitation Workshop", "2 days"],
      ["Movement Re-training Workshop", "4 hours"],
    ]);
  });

  it("open a mail draft to the practice with the spec's subject", () => {
    const url = new URL(courseInformationMailto({ title: "ACL Rehabilitation Workshop" }));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(practice.email);
    expect(url.searchParams.get("subject")).toBe("Course Information Request - ACL Rehabilitation Workshop");
  });

  it("describe each course for search engines", () => {
    expect(coursesJsonLd(courses)).toEqual(
      courses.map((c) => expect.objectContaining({ "@type": "Course", name: c.title, provider: expect.any(Object) })),
    );
  });
});
