import "./zod-jitless.ts";
import * as z from "zod/mini";
import { patientSignInMessages } from "./patient-sign-in-messages.ts";
import { emailAddress } from "./text-fields.ts";

/** A request for a sign-in link: the sign-in page's form and POST /api/patient/sign-in-link. */
export const signInLinkRequestSchema = z.object({ email: emailAddress(patientSignInMessages.email) });
export type SignInLinkRequest = z.output<typeof signInLinkRequestSchema>;
