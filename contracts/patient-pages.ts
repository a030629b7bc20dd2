import type { Outcome } from "./form-reply.ts";
import type { MyCareView } from "./my-care.ts";
import type { SignInLinkRequest } from "./patient-sign-in.ts";

/** The signed-in patient of a request: a live patient session's (server/patients/patient-sessions.ts). */
export interface PatientSession {
  patientId: string;
  name: string;
}

/**
 * The patients' sign-in and "My care" for the pages' loaders and actions (server/pages/patient-pages.ts),
 * through the same use-cases as POST /api/patient/sign-in-link. Every `setCookie` is the patient session's
 * Set-Cookie for the page's answer.
 */
export interface PatientPages {
  /** A sign-in link mailed if the email is a patient's; the same outcome either way (docs/decisions/0047). */
  requestLink(request: SignInLinkRequest): Promise<Outcome<void>>;
  /** Whether the link's token can still sign in; reading it uses nothing up. */
  isLinkUsable(token: string): Promise<boolean>;
  /** The link used up and a new session started; refused (410) when it is used, expired or unknown. */
  signIn(request: Request, token: string): Promise<Outcome<{ setCookie: string }>>;
  /**
   * "My care" for the request's patient, and the renewed session's cookie when its id was due to be replaced;
   * null without a live session.
   */
  myCare(request: Request): Promise<{ view: MyCareView; setCookie: string | null } | null>;
  /** This browser's playlists, and their session logs, moved into the signed-in patient's account. */
  keepBrowserPlaylists(request: Request): Promise<Outcome<{ kept: number }>>;
  /** This session ended; the Set-Cookie that clears it. */
  signOut(request: Request): Promise<{ setCookie: string }>;
  /** Every session of the patient ended, on every device. */
  signOutEverywhere(request: Request): Promise<{ setCookie: string }>;
}
