import { practice } from "#core/practice.ts";

/** schema.org description of the practice for search engines (a physiotherapy MedicalBusiness). */
export function practiceJsonLd(): object {
  return {
    "@context": "https://schema.org",
    "@type": ["MedicalBusiness", "Physiotherapy"],
    name: practice.siteName,
    url: practice.websiteUrl,
    email: practice.email,
    telephone: practice.phone,
    medicalSpecialty: "Physiotherapy",
    areaServed: { "@type": "Country", name: "Australia" },
    address: { "@type": "PostalAddress", addressLocality: practice.city, addressRegion: practice.region, addressCountry: practice.country },
    founder: { "@type": "Person", name: practice.practitionerName, jobTitle: practice.practitionerTitle },
    sameAs: [practice.professionalNetworkUrl],
  };
}
