import { createContext } from "react-router";
import type { FeeSchedule } from "#core/fees.ts";
import type { BookingPages } from "./booking-pages.ts";
import type { ContactMessage } from "./contact.ts";
import type { Outcome } from "./form-reply.ts";
import type { AdminPages } from "./admin-pages.ts";
import type { AdminSessionState, PaymentLinkOrder, PaymentLinkView } from "./admin.ts";
import type { Exercise, ExerciseCategory, MusicTrack } from "./exercises.ts";
import type { ExerciseReminderPages } from "./exercise-reminders.ts";
import type { IntakePages } from "./intake-pages.ts";
import type { ManageBookingView } from "./manage-booking.ts";
import type { RoomPages } from "./consultation-room-page.ts";
import type { Referral } from "./referral.ts";
import type { PlaylistSession } from "./playlist-sessions.ts";
import type { ReceiptSummary } from "./receipts.ts";
import type { PlaylistWrites } from "./playlist-writes.ts";
import type { Playlist, PlaylistWithItems } from "./playlists.ts";
import type { PatientPages, PatientSession } from "./patient-pages.ts";
import type { QuestionnairePages } from "./questionnaires.ts";

/**
 * The exercise library and the playlists for the pages' loaders: the same use-cases and answers
 * as the API, with the same ownership (docs/product/decisions.md, 11), so a page and the API never disagree.
 */
export interface ExerciseLibraryPages {
  /** The exercises, of one category (its exact name) or all; ordered by stage, then how commonly prescribed. */
  exercises(category?: string): Promise<Exercise[]>;
  /** The stages of recovery that have exercises, in order: the category filter's options. */
  categories(): Promise<ExerciseCategory[]>;
  /** One exercise by slug (or id), or null. */
  exercise(slugOrId: string): Promise<Exercise | null>;
  musicTracks(): Promise<MusicTrack[]>;
  /** The practice's featured playlists: ready-made programmes a patient can copy. */
  featuredPlaylists(request: Request): Promise<Playlist[]>;
  /** The playlists of the request's browser (the practice's, with an admin session), newest first. */
  myPlaylists(request: Request): Promise<Playlist[]>;
  /** A playlist and its items if the request may see it (its owner's, public or featured), else null (the page's 404). */
  playlist(request: Request, id: string): Promise<PlaylistWithItems | null>;
  /** The last sessions logged with a playlist, newest first, if the request is its owner's; else null. */
  playlistSessions(request: Request, id: number): Promise<PlaylistSession[] | null>;
  /** The forms' changes to playlists, for the pages' actions. */
  write: PlaylistWrites;
}

/** The balance page's payment link, as /api/payment-links/:token reads and pays it. */
export interface BalancePages {
  /** The link's state, or null for a token that names no link. */
  view(token: string): Promise<PaymentLinkView | null>;
  /** The provider order for the balance, and where PayPal has the payer approve it (null in test mode). */
  order(token: string): Promise<Outcome<PaymentLinkOrder>>;
  /** The test provider's approval or decline of the order (test mode only). */
  decideTest(orderId: string, action: "approve" | "decline"): Promise<Outcome<void>>;
  /** The approved order captured: the balance paid once. */
  capture(token: string, orderId: string): Promise<Outcome<PaymentLinkView>>;
}

/**
 * What the server hands the pages' loaders for each request (React Router's context): the settings a page
 * renders from, without the app importing the server. The server sets it in `server/page-context.ts`.
 */
export interface PageContext {
  /** The fee schedule the server charges from (docs/product/decisions.md, 1 and 4). */
  fees: FeeSchedule;
  /** The active payment provider; 'test' takes no money, and the pages must say so. */
  paymentProvider: "test" | "paypal";
  /** PayPal's public client id for its JS SDK; null in test mode. */
  paypalClientId: string | null;
  /** Calendly's public booking page for its inline widget; null when Calendly is not the scheduler. */
  calendlySchedulingUrl(): Promise<string | null>;
  /**
   * Whether the request's cookies carry a live admin session (the server's own check, the same as the admin
   * API's guard: docs/product/decisions.md, 10) and whether a password exists at all. For the admin pages' loaders
   * (the app's lib/admin-page.server.ts).
   */
  adminSession(request: Request): Promise<AdminSessionState>;
  exerciseLibrary: ExerciseLibraryPages;
  /** Hours of notice for a refund or a move (CANCELLATION_NOTICE_HOURS): the pages state the rule the API applies. */
  cancellationNoticeHours: number;
  /** The manage-booking page's appointment for a token, or null (unknown, over): the API's own view. */
  manageBooking(token: string): Promise<ManageBookingView | null>;
  /** The receipts and credit notes of a token's appointment, as GET /api/manage-booking/:token/receipts lists them. */
  manageBookingReceipts(token: string): Promise<ReceiptSummary[]>;
  /** The patient's cancel from the manage-booking page, as POST /api/manage-booking/:token/cancel makes it. */
  cancelManagedBooking(token: string): Promise<Outcome<ManageBookingView>>;
  /** The consultation room's pages: whether the room is open to the member now, and what the call needs. */
  consultationRoom: RoomPages;
  /** The contact form's message, received as POST /api/contact receives it. */
  contact: { send(message: ContactMessage): Promise<Outcome<void>> };
  booking: BookingPages;
  admin: AdminPages;
  balance: BalancePages;
  /** The pre-consultation form: a patient's intake and telehealth consent. */
  intake: IntakePages;
  /** The referral form's referral, received as POST /api/referrals receives it; its id. */
  referrals: { send(referral: Referral): Promise<Outcome<string>> };
  /**
   * The patient a request's live session signs in (docs/decisions/0047), or null: for the loaders of the
   * patient's pages, which send a request without one to the sign-in page. It never renews the cookie.
   */
  patientSession(request: Request): Promise<PatientSession | null>;
  /** The patients' sign-in by email link and "My care". */
  patient: PatientPages;
  /** The weekly exercise reminder's opt-out link (docs/decisions/0051). */
  exerciseReminders: ExerciseReminderPages;
  /** The signed-in patient's outcome questionnaires (docs/decisions/0052). */
  questionnaires: QuestionnairePages;
}

export const pageContext = createContext<PageContext>();

/**
 * The nonce of this answer's Content-Security-Policy, which the page's inline scripts carry
 * (app/entry.server.tsx); null when a page is prerendered, whose scripts the policy names by hash.
 */
export const scriptNonce = createContext<string | null>(null);
