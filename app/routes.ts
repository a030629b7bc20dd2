import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("book-consultation", "routes/book-consultation.tsx"),
  route("book", "routes/book.tsx"),
  route("telehealth-consultations", "routes/telehealth-consultations.tsx"),
  route("professional-development", "routes/professional-development.tsx"),
  route("courses", "routes/courses.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  // One page, two addresses (spec): distinct ids let one module serve both.
  route("healthcare-referrals", "routes/healthcare-referrals.tsx", { id: "healthcare-referrals" }),
  route("refer", "routes/healthcare-referrals.tsx", { id: "refer" }),
  route("privacy", "routes/privacy.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("schedule-appointment", "routes/schedule-appointment.tsx"),
  route("booking-confirmation", "routes/booking-confirmation.tsx"),
  route("billing-success", "routes/billing-success.tsx"),
  route("billing-cancel", "routes/billing-cancel.tsx"),
  route("admin-login", "routes/admin-login.tsx"),
  // One admin layout (navigation, counts, the held-mail banner) around every page of the practitioner's desk.
  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin.tsx"),
    route("referrals", "routes/admin-referrals.tsx"),
    route("referrals/:id", "routes/admin-referral.tsx"),
    route("messages", "routes/admin-messages.tsx"),
    route("messages/:id", "routes/admin-message.tsx"),
    route("outbox", "routes/admin-outbox.tsx"),
    route("outbox/:id", "routes/admin-outbox-message.tsx"),
    route("availability", "routes/admin-availability.tsx"),
  ]),
  route("pay-balance/:token", "routes/pay-balance.tsx"),
] satisfies RouteConfig;
