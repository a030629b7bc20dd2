/**
 * The practice's identity (docs/product/decisions.md, 16): the one place a clinic edits its name, contacts and registrations.
 * Pages, JSON-LD and emails all read it from here. Advertising rules for Australian health practitioners
 * apply: registration shown, no testimonials.
 */
export const practice = {
  siteName: "ACL Telehealth Physio",
  /** The production address: canonical URLs and Open Graph tags point here. */
  websiteUrl: "https://acltelehealthphysio.com.au",
  practitionerName: "Jordan Ellis",
  practitionerTitle: "APA Physiotherapist & Performance Coach",
  email: "hello@acltelehealthphysio.com.au",
  phone: "+61 3 9000 1234",
  phoneDisplay: "(03) 9000 1234",
  professionalNetworkUrl: "https://www.linkedin.com/in/acl-telehealth-physio",
  professionalNetworkLabel: "LinkedIn",
  ahpraRegistration: "PHY0001234567",
  abn: "12 345 678 901",
  /** Medicare / private health fund provider number, printed on receipts so patients can claim. */
  providerNumber: "2345678A",
  city: "Melbourne",
  region: "VIC",
  country: "AU",
  timeZone: "Australia/Melbourne",
  yearsExperience: 15,
} as const;

export type Practice = typeof practice;
