import { practice } from "#core/practice.ts";

/**
 * Every route of the site in one typed map, so no component spells a path by hand. Shared by the app (links,
 * prerendering) and the server (sitemap.xml, robots.txt, links in mail).
 */
export const paths = {
  home: "/",
  bookConsultation: "/book-consultation",
  /** The standalone booking page: the booking section alone on a gradient (README "Pages"). */
  book: "/book",
  telehealth: "/telehealth-consultations",
  professionalDevelopment: "/professional-development",
  courses: "/courses",
  referrals: "/healthcare-referrals",
  refer: "/refer",
  faq: "/faq",
  contact: "/contact",
  checkout: "/checkout",
  scheduleAppointment: "/schedule-appointment",
  bookingConfirmation: "/booking-confirmation",
  billingSuccess: "/billing-success",
  billingCancel: "/billing-cancel",
  exercises: "/exercises",
  /** The list filtered to one category (the choice kept in the URL, so a filtered list can be shared). */
  exercisesInCategory: (category: string) => `/exercises?${new URLSearchParams({ category }).toString()}`,
  /** One exercise's page: media, instructions, dosage and stage. */
  exercise: (slug: string) => `/exercises/${encodeURIComponent(slug)}`,
  newPlaylist: "/exercise-playlist/new",
  playlist: (id: number | string) => `/exercise-playlist/${id}`,
  /** The playlists this browser made (the practice's, signed in as admin). */
  myPlaylists: "/my-playlists",
  adminLogin: "/admin-login",
  admin: "/admin",
  /** The page where a patient pays an appointment's balance from the link the practice sent. */
  payBalance: (token: string) => `/pay-balance/${token}`,
  privacy: "/privacy",
  /** The accessibility statement: the standard aimed for, how it is checked, known limitations, how to report a barrier. */
  accessibility: "/accessibility",
  /** The patient's own page of one appointment, from the confirmation's and the reminder's link. */
  manageBooking: (token: string) => `/manage-booking/${token}`,
  /** Choosing another time for it. */
  rescheduleBooking: (token: string) => `/manage-booking/${token}/reschedule`,
  /** The pre-consultation form (intake and telehealth consent) of the appointment's patient; `step`, one of its steps. */
  bookingIntake: (token: string, step?: string) => `/manage-booking/${token}/intake${step ? `?step=${encodeURIComponent(step)}` : ""}`,
  /** The appointment's consultation room, from the patient's link (docs/decisions/0039). */
  consultationRoom: (token: string) => `/consultation/${token}`,
  /** A patient asks for a sign-in link by email (docs/decisions/0047). */
  signIn: "/sign-in",
  /** The emailed sign-in link: opening it signs nobody in; its page's button does, once. */
  signInLink: (token: string) => `/sign-in/${token}`,
  /** The signed-in patient's home: appointments, intake, programmes, playlists. */
  myCare: "/my-care",
  /** The weekly exercise reminder's link: a page whose button turns the reminders off (or on again); opening it changes nothing. */
  exerciseReminders: (token: string) => `/exercise-reminders/${token}`,
  /** The signed-in patient's intake form. */
  myCareIntake: (step?: string) => `/my-care/intake${step ? `?step=${encodeURIComponent(step)}` : ""}`,
  /**
   * One of the signed-in patient's questionnaires: where they left off, its question `at` (from 1), or its
   * review before sending.
   */
  myCareQuestionnaire: (requestId: string, at?: number | "review") =>
    `/my-care/questionnaires/${requestId}${at === undefined ? "" : at === "review" ? "?review" : `?question=${at}`}`,
} as const;

/**
 * The consultation room's WebSocket (docs/decisions/0039). The patient's token or the practitioner's
 * appointment id travel in the query, which the request log leaves out, never in the logged path.
 */
export const roomSignalPath = "/api/consultation-room/signal";
export const roomSignalUrl = (member: { token: string } | { appointmentId: string }) =>
  `${roomSignalPath}?${new URLSearchParams("token" in member ? { token: member.token } : { appointment: member.appointmentId }).toString()}`;

/**
 * The exercise library's and playlists' API (docs/product/spec.md §7), for the pages' fetches; the server's
 * routes are the same paths with `:id` / `:itemId` / `:ref` parameters.
 */
export const exerciseApi = {
  exercises: "/api/exercises",
  exercisesInCategory: (category: string) => `/api/exercises?${new URLSearchParams({ category }).toString()}`,
  /** One exercise, by slug or id. */
  exercise: (slugOrId: string | number) => `/api/exercises/${encodeURIComponent(String(slugOrId))}`,
  musicTracks: "/api/music-tracks",
  /** GET: my playlists; POST: create one. */
  playlists: "/api/playlists",
  featuredPlaylists: "/api/playlists?featured=1",
  playlist: (id: number | string) => `/api/playlists/${id}`,
  playlistItems: (id: number | string) => `/api/playlists/${id}/items`,
  reorderPlaylist: (id: number | string) => `/api/playlists/${id}/reorder`,
  copyPlaylist: (id: number | string) => `/api/playlists/${id}/copy`,
  playlistItem: (itemId: number | string) => `/api/playlist-items/${itemId}`,
  /** GET: the owner's logged sessions of a playlist (newest first); POST: log one. */
  playlistSessions: (id: number | string) => `/api/playlists/${id}/sessions`,
} as const;

/** The public pages search engines should list (sitemap.xml); /refer is the same page as /healthcare-referrals. */
export const sitemapPaths: readonly string[] = [
  paths.home,
  paths.bookConsultation,
  paths.book,
  paths.telehealth,
  paths.courses,
  paths.professionalDevelopment,
  paths.referrals,
  paths.faq,
  paths.contact,
  paths.privacy,
  paths.accessibility,
];

/** Pages that are steps of a flow or private: kept out of search results (robots.txt). */
export const nonIndexedPaths: readonly string[] = [
  "/api/",
  paths.checkout,
  paths.scheduleAppointment,
  paths.bookingConfirmation,
  paths.billingSuccess,
  paths.billingCancel,
  paths.adminLogin,
  paths.admin,
  "/pay-balance/",
  paths.consultationRoom(""),
  paths.myPlaylists,
  paths.signIn,
  paths.myCare,
  // A patient's playlist page says noindex itself: crawlers must be let in to read it, and to find the
  // practice's featured programmes, which are indexed (core/exercises/playlist-indexing.ts).
  paths.newPlaylist,
];

/** Pages whose HTML is the same for every visitor: rendered at build time and served as files. */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.referrals,
  paths.refer,
  paths.privacy,
  paths.accessibility,
  paths.professionalDevelopment,
  paths.courses,
  paths.faq,
  paths.contact,
];

/**
 * The pages with no control at all, whose route's handle is `contentPage` (app/lib/route-handle.ts): they
 * ship no JavaScript, which bench/lighthouse.ts's budget and tests/e2e/info-pages.spec.ts hold them to.
 */
export const contentPagePaths: readonly string[] = [
  paths.faq,
  paths.courses,
  paths.telehealth,
  paths.professionalDevelopment,
  paths.privacy,
  paths.accessibility,
];

/** The absolute address of a page, from the practice's website address: canonical links, sitemap, mail. */
export function canonicalUrl(path: string): string {
  return new URL(path, practice.websiteUrl).toString();
}
