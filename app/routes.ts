import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // The public site: every page inside its header, footer and tab bar (routes/site.tsx).
  layout("routes/site.tsx", [
    index("routes/home.tsx"),
    route("book-consultation", "routes/book-consultation.tsx"),
    route("book", "routes/book.tsx"),
    route("telehealth-consultations", "routes/telehealth-consultations.tsx"),
    route("professional-development", "routes/professional-development.tsx"),
    route("courses", "routes/courses.tsx"),
    route("faq", "routes/faq.tsx"),
    route("contact", "routes/contact.tsx"),
    // One page, two addresses: distinct ids let one module serve both.
    route("healthcare-referrals", "routes/healthcare-referrals.tsx", { id: "healthcare-referrals" }),
    route("refer", "routes/healthcare-referrals.tsx", { id: "refer" }),
    route("privacy", "routes/privacy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("exercises", "routes/exercises.tsx"),
    route("exercises/:slug", "routes/exercise.tsx"),
    route("exercise-playlist/new", "routes/exercise-playlist-new.tsx"),
    route("exercise-playlist/:id", "routes/exercise-playlist.tsx"),
    route("my-playlists", "routes/my-playlists.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("schedule-appointment", "routes/schedule-appointment.tsx"),
    route("booking-confirmation", "routes/booking-confirmation.tsx"),
    route("billing-success", "routes/billing-success.tsx"),
    route("billing-cancel", "routes/billing-cancel.tsx"),
    route("admin-login", "routes/admin-login.tsx"),
    route("pay-balance/:token", "routes/pay-balance.tsx"),
    route("manage-booking/:token", "routes/manage-booking.tsx"),
    route("manage-booking/:token/reschedule", "routes/manage-booking-reschedule.tsx"),
    route("sign-in", "routes/sign-in.tsx"),
    route("sign-in/:token", "routes/sign-in-link.tsx"),
    route("my-care", "routes/my-care.tsx"),
    route("my-care/intake", "routes/my-care-intake.tsx"),
    route("exercise-reminders/:token", "routes/exercise-reminders.tsx"),
    route("my-care/questionnaires/:requestId", "routes/my-care-questionnaire.tsx"),
    route("manage-booking/:token/intake", "routes/manage-booking-intake.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The consultation room (docs/decisions/0039), one page module for both members, each in its own shell with
  // the room taking the rest of the screen: the patient's under the site's header alone; the practitioner's
  // behind the admin's session check, without its navigation.
  layout("routes/room-layout.tsx", [route("consultation/:token", "routes/consultation-room.tsx", { id: "patient-room" })]),
  layout("routes/admin/room-layout.tsx", [
    route("admin/consultations/:appointmentId", "routes/consultation-room.tsx", { id: "practitioner-room" }),
  ]),
  // The admin: its own shell (navigation, no public header or footer), one module per page.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("referrals", "routes/admin/referrals.tsx"),
    route("referrals/:id", "routes/admin/referral.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("messages/:id", "routes/admin/message.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id", "routes/admin/outbox-message.tsx"),
    route("availability", "routes/admin/availability.tsx"),
    route("consent", "routes/admin/consent.tsx"),
    route("patients", "routes/admin/patients.tsx"),
    // A record's page: its header and tabs (the layout), each tab a child route.
    route("patients/:id", "routes/admin/patient-layout.tsx", [
      index("routes/admin/patient-overview.tsx"),
      route("intake", "routes/admin/patient-intake.tsx"),
      route("notes", "routes/admin/patient-notes.tsx"),
      route("notes/:noteId", "routes/admin/patient-note.tsx"),
      route("programmes", "routes/admin/patient-programmes.tsx"),
      route("programmes/:programmeId", "routes/admin/patient-programme.tsx"),
      route("questionnaires", "routes/admin/patient-questionnaires.tsx"),
      route("progress", "routes/admin/patient-progress.tsx"),
      route("access-log", "routes/admin/patient-access-log.tsx"),
      route("export", "routes/admin/patient-export.tsx"),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
