import type { PatientPages } from "#contracts/patient-pages.ts";
import { callerOf, browserOwnerIdOf } from "#server/api/playlists/owner-cookie.ts";
import type { AppServices } from "#server/context.ts";
import { ForbiddenError } from "#server/errors.ts";
import { myCareView } from "#server/patients/my-care.ts";
import { patientCookie, patientSessionOf } from "#server/patients/patient-session-cookie.ts";
import { renewPatientSession } from "#server/patients/patient-sessions.ts";
import { signInWithLink, signOutPatient } from "#server/patients/patient-sign-in.ts";
import { requestSignInLink, signInLinkWorks } from "#server/patients/sign-in-links.ts";
import { keepBrowserPlaylists } from "#server/playlists/keep-playlists.ts";
import type { PageWrite } from "./page-writes.ts";

/** The sign-in pages' and "My care"'s reads and writes: the use-cases of /api/patient/*, and the session's cookie. */
export function patientPages(services: AppServices, clientAddress: string, write: PageWrite): PatientPages {
  const { config, database } = services;
  const cookie = patientCookie(config);
  const cookieHeader = (request: Request) => request.headers.get("cookie");
  return {
    requestLink: (request) => write(() => requestSignInLink(services, request, clientAddress)),
    isLinkUsable: (token) => signInLinkWorks(database.db, token, new Date()),
    signIn: (request, token) =>
      write(async () => {
        const session = await signInWithLink(services, { token, previousSessionId: cookie.idOf(cookieHeader(request)) });
        return { setCookie: cookie.set(session) };
      }),
    async myCare(request) {
      const now = new Date();
      const session = await patientSessionOf(services, cookieHeader(request), now);
      if (!session) return null;
      const renewed = await renewPatientSession(database.db, session.id, session, now);
      const view = await myCareView(services, session, browserOwnerIdOf(config, cookieHeader(request)), now, clientAddress);
      return { view, setCookie: renewed && cookie.set(renewed) };
    },
    keepBrowserPlaylists: (request) =>
      write(async () => {
        const caller = await callerOf(services, cookieHeader(request));
        if (caller.kind !== "patient") throw new ForbiddenError("Please sign in to keep playlists in your account.");
        const browser = browserOwnerIdOf(config, cookieHeader(request));
        const kept = browser ? await keepBrowserPlaylists(database.db, browser, caller.patientId) : 0;
        services.logger.info({ patientId: caller.patientId, kept }, "browser playlists kept in the patient's account");
        return { kept };
      }),
    async signOut(request) {
      await signOutPatient(services, cookieHeader(request), "this");
      return { setCookie: cookie.clear() };
    },
    async signOutEverywhere(request) {
      await signOutPatient(services, cookieHeader(request), "everywhere");
      return { setCookie: cookie.clear() };
    },
  };
}
