import { beforeAll, describe, expect, it } from "vitest";
import { coursesJsonLd, courses } from "#app/features/courses/course-content.ts";
import { exerciseJsonLd } from "#app/features/exercises/exercise-json-ld.ts";
import { faqItems, faqJsonLd } from "#app/features/faq/faq-content.ts";
import { practiceJsonLd } from "#app/features/home/practice-json-ld.ts";
import { sampleExercise } from "./sample-exercise.ts";
import { jsonLdProblems, schemaOrgVocabulary, type SchemaOrgVocabulary } from "./schema-org-vocabulary.ts";

let vocabulary: SchemaOrgVocabulary;
beforeAll(() => {
  vocabulary = schemaOrgVocabulary();
});

describe("the schema.org vocabulary read from schema-dts", () => {
  it("knows each type's properties, inherited ones included", () => {
    expect(vocabulary.propertiesOf("ExercisePlan")).toContain("repetitions");
    expect(vocabulary.propertiesOf("ExercisePlan")).toContain("name");
    expect(vocabulary.propertiesOf("MedicalClinic")).toContain("medicalSpecialty");
    expect(vocabulary.propertiesOf("Physiotherapy")).not.toContain("medicalSpecialty");
    expect(vocabulary.propertiesOf("NoSuchType")).toBeUndefined();
  });

  it("finds an unknown type and a property a node's type does not have, nested ones too", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      name: "A practice",
      medicalSpecialty: "Physiotherapy",
      founder: { "@type": "Persn", name: "Someone" },
      image: { "@type": "ImageObject", contentUrl: "https://example.com/a.webp", pixels: 10 },
    };
    expect(jsonLdProblems(data, vocabulary)).toEqual([
      "$: medicalSpecialty is not a property of MedicalBusiness",
      "$.founder: schema.org has no type Persn",
      "$.image: pixels is not a property of ImageObject",
    ]);
  });
});

describe("the site's JSON-LD builders", () => {
  it("use only schema.org's types and their properties", async () => {
    const blocks = [practiceJsonLd(), exerciseJsonLd(sampleExercise), faqJsonLd(faqItems(24)), ...coursesJsonLd(courses)];
    for (const block of blocks) expect(jsonLdProblems(block, vocabulary)).toEqual([]);
  });
});
