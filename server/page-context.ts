import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { PageContext } from "#contracts/page-context.ts";
import { adminSessionState } from "./api/admin/session-cookie.ts";
import { callerOf } from "./api/playlists/owner-cookie.ts";
import { cancelByPatient } from "./bookings/cancel-by-patient.ts";
import { manageBookingView } from "./bookings/manage-booking-view.ts";
import { findAppointmentByManageToken } from "./bookings/manage-link.ts";
import { listReceipts } from "./receipts/receipt-documents.ts";
import { receiveContactMessage } from "./contact/receive-contact-message.ts";
import { adminPages } from "./pages/admin-pages.ts";
import { receiveReferral } from "./referrals/receive-referral.ts";
import { balancePages } from "./pages/balance-pages.ts";
import { bookingPages } from "./pages/booking-pages.ts";
import { intakePages } from "./pages/intake-pages.ts";
import { roomPages } from "./pages/room-pages.ts";
import { patientPages } from "./pages/patient-pages.ts";
import { questionnairePages } from "./pages/questionnaire-pages.ts";
import { patientSessionOf } from "./patients/patient-session-cookie.ts";
import { chooseExerciseReminders, exerciseReminderState } from "./programmes/reminder-choice.ts";
import { pageWrites, type PageWrite } from "./pages/page-writes.ts";
import type { AppServices } from "./context.ts";
import { exerciseCategories, findExercise, listExercises, listMusicTracks } from "./exercises/exercise-library.ts";
import { serialIdOf } from "./http/path-id.ts";
import { ForbiddenError, NotFoundError } from "./errors.ts";
import { listSessions } from "./playlists/playlist-sessions.ts";
import { playlistWrites } from "./playlists/playlist-writes.ts";
import { getPlaylistWithItems, listFeaturedPlaylists, listOwnPlaylists } from "./playlists/playlists.ts";

/** What the HTTP layer knows of a page's request that React Router does not: the CSP nonce, the client's address. */
export interface PageRequest {
  nonce: string;
  /** As the rate limits count it (server/http/client-address.ts). */
  clientAddress: string;
}

/** The page context of a request (contracts/page-context.ts), from the running services. */
export function pageContextOf(services: AppServices, clientAddress: string): PageContext {
  const { config, calendly, logger } = services;
  const write = pageWrites(services, clientAddress);
  return {
    fees: config.fees,
    paymentProvider: config.payments.provider,
    paypalClientId: config.payments.provider === "paypal" ? config.payments.clientId : null,
    async calendlySchedulingUrl() {
      if (!calendly) return null;
      try {
        return (await calendly.eventType()).schedulingUrl;
      } catch (error) {
        // The page offers the list of times instead of the widget; the next request asks Calendly again.
        logger.warn({ err: error }, "Calendly's scheduling page could not be read");
        return null;
      }
    },
    adminSession: (request) => adminSessionState(services, request.headers.get("cookie")),
    exerciseLibrary: exerciseLibraryPages(services, write),
    cancellationNoticeHours: config.afterBooking.noticeHours,
    manageBooking: (token) => manageBookingView(services, token),
    async manageBookingReceipts(token) {
      const appointment = await findAppointmentByManageToken(services.database.db, token, new Date());
      return appointment ? listReceipts(services.database.db, appointment.id) : [];
    },
    cancelManagedBooking: (token) => write(() => cancelByPatient(services, token)),
    consultationRoom: roomPages(services),
    contact: { send: (message) => write(() => receiveContactMessage(services, clientAddress, message)) },
    booking: bookingPages(services, clientAddress, write),
    admin: adminPages(services, clientAddress),
    balance: balancePages(services, clientAddress, write),
    referrals: { send: (referral) => write(() => receiveReferral(services, clientAddress, referral)) },
    async patientSession(request) {
      const session = await patientSessionOf(services, request.headers.get("cookie"));
      return session && { patientId: session.patientId, name: session.name };
    },
    patient: patientPages(services, clientAddress, write),
    intake: intakePages(services, clientAddress, write),
    exerciseReminders: {
      state: (token) => exerciseReminderState(services, token),
      choose: (token, choice) => write(() => chooseExerciseReminders(services, token, choice, clientAddress)),
    },
    questionnaires: questionnairePages(services, clientAddress, write),
  };
}

/** The library and playlists for the loaders: the API's use-cases, the caller from the request's cookies. */
function exerciseLibraryPages(services: AppServices, write: PageWrite): PageContext["exerciseLibrary"] {
  const { db } = services.database;
  const caller = (request: Request) => callerOf(services, request.headers.get("cookie"));
  return {
    exercises: (category) => listExercises(db, category || undefined),
    categories: () => exerciseCategories(db),
    exercise: (slugOrId) => findExercise(db, slugOrId),
    musicTracks: () => listMusicTracks(db),
    featuredPlaylists: async (request) => listFeaturedPlaylists(db, await caller(request)),
    myPlaylists: async (request) => listOwnPlaylists(db, await caller(request)),
    async playlist(request, id) {
      const playlistId = serialIdOf(id);
      if (playlistId === null) return null;
      try {
        return await getPlaylistWithItems(db, playlistId, await caller(request));
      } catch (error) {
        // Missing, or private and not the caller's: the page's 404, like the API's.
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async playlistSessions(request, id) {
      try {
        return await listSessions(db, id, await caller(request));
      } catch (error) {
        if (error instanceof NotFoundError || error instanceof ForbiddenError) return null;
        throw error;
      }
    },
    write: playlistWrites(services, write),
  };
}

/**
 * React Router's context for a request to `build`, carrying the page context and the answer's script nonce.
 * The keys are the build's own (the app's entry.server.tsx exports them): the build bundles its own copy of
 * contracts/, whose keys are other objects than the ones this file would import.
 */
export function routerContextFor(services: AppServices, build: ServerBuild, { nonce, clientAddress }: PageRequest): RouterContextProvider {
  const keys = build.entry.module as { pageContext?: RouterContext<PageContext>; scriptNonce?: RouterContext<string | null> };
  if (!keys.pageContext || !keys.scriptNonce) {
    throw new Error("The server build does not export pageContext and scriptNonce from its entry.server.tsx");
  }
  const context = new RouterContextProvider();
  context.set(keys.pageContext, pageContextOf(services, clientAddress));
  context.set(keys.scriptNonce, nonce);
  return context;
}
