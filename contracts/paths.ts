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
  newPlaylist: "/exercise-playlist/new",
  playlist: (id: number | string) => `/exercise-playlist/${id}`,
  adminLogin: "/admin-login",
  admin: "/admin",
  /** The page where a patient pays an appointment's balance from the link the practice sent. */
  payBalance: (token: string) => `/pay-balance/${token}`,
  privacy: "/privacy",
} as const;

/** The public pages search engines should list (sitemap.xml); /refer is the same page as /healthcare-referrals. */
export const sitemapPaths: readonly string[] = [
  paths.home,
  paths.bookConsultation,
  paths.telehealth,
  paths.courses,
  paths.professionalDevelopment,
  paths.referrals,
  paths.faq,
  paths.contact,
  paths.privacy,
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
];

/** Pages whose HTML is the same for every visitor: rendered at build time and served as files. */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.referrals,
  paths.refer,
  paths.privacy,
  paths.professionalDevelopment,
  paths.courses,
  paths.faq,
  paths.contact,
];

/** The absolute address of a page, from the practice's website address: canonical links, sitemap, mail. */
export function canonicalUrl(path: string): string {
  return new URL(path, practice.websiteUrl).toString();
}
