import type { ReferralInput } from "#contracts/referral.ts";

/** A complete referral without a document, as a referring clinician would send it. */
export const sampleReferral = {
  referrerName: "Dr Priya Nair",
  clinicName: "Northside Sports Medicine",
  email: "priya@northside.example",
  phone: "03 9123 4567",
  patientName: "Sam Taylor",
  patientEmail: "sam.taylor@example.com",
  joinNetwork: false,
  notes: "Left ACL reconstruction 12 March, hamstring graft. Quads lag at 6 weeks.",
  attachment: null,
} satisfies ReferralInput;
