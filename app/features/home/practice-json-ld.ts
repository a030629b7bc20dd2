import type { Physiotherapy, WithContext } from "schema-dts";
import { practice } from "#core/practice.ts";

/**
 * schema.org description of the practice for search engines: a Physiotherapy, schema.org's MedicalBusiness
 * for the field, which is what says the specialty (medicalSpecialty belongs to clinics, hospitals and
 * physicians, not to a MedicalBusiness).
 */
export function practiceJsonLd(): WithContext<Physiotherapy> {
  return {
    "@context": "https://schema.org",
    "@type": "Physiotherapy",
    name: practice.siteName,
    url: practice.websiteUrl,
    email: practice.email,
    telephone: practice.phone,
    areaServed: { "@type": "Country", name: "Australia" },
    address: { "@type": "PostalAddress", addressLocality: practice.city, addressRegion: practice.region, addressCountry: practice.country },
    founder: { "@type": "Person", name: practice.practitionerName, jobTitle: practice.practitionerTitle },
    sameAs: [practice.professionalNetworkUrl],
  };
}
