import { SIGN_IN_LINK_MINUTES } from "#core/patients/sign-in-rules.ts";

// The sign-in's words and addresses apart from its schema (contracts/patient-sign-in.ts): the pages load no zod.

/** The words of the patients' sign-in (docs/decisions/0047), the same on the pages and in the API's answers. */
export const patientSignInMessages = {
  email: "Please enter the email address you booked with",
  /** The one answer to every request for a link, whether or not the email is a patient's: nobody learns who is. */
  linkSent: `If that email belongs to a patient of the practice, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
  /** Per address and per email alike, known or not. */
  tooMany: "Many sign-in links have been asked for in the last hour. Please wait a little and try again.",
  /** The one answer to a link that is used, expired or unknown. */
  linkUnusable: "This sign-in link has expired or was already used",
  signedOut: "You have signed out.",
  signedOutEverywhere: "You have signed out on every device. Any other browser signed in to your account is signed out too.",
} as const;

/** What POST /api/patient/sign-in-link answers (202), whatever the email. */
export interface SignInLinkAnswer {
  message: typeof patientSignInMessages.linkSent;
}

/** The patients' JSON API. */
export const patientApi = {
  signInLink: "/api/patient/sign-in-link",
  /** A receipt or credit note of one of the signed-in patient's own appointments, as a PDF. */
  receiptPdf: (appointmentId: string, number: number) =>
    `/api/patient/appointments/${encodeURIComponent(appointmentId)}/receipts/${number}`,
} as const;
