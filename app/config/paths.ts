/** Every route of the site in one typed map, so no component spells a path by hand. */
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
  privacy: "/privacy",
} as const;

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
