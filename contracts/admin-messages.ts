/**
 * The admin area's texts (docs/product/spec.md §8 "Admin" toasts, docs/product/decisions.md, 18), in a module of their own: the
 * dashboard shows them without loading zod, which only the sign-in form and the server need.
 */
export const adminMessages = {
  passwordRequired: "Please enter the password",
  loginFailed: "Login Failed",
  loginSucceeded: "Login Successful",
  loggedOut: "Logged Out",
  incorrectPassword: "Incorrect password",
  notSetUp: "The admin sign-in is not set up yet.",
  noAppointments: "No appointments found.",
  markedComplete: "Consultation Marked Complete",
  paymentSucceeded: "Payment Successful",
  paymentFailed: "Payment Failed",
  paymentLinkCreated: "Payment Link Created",
} as const;

/**
 * How the practitioner sets the password (docs/product/decisions.md, 18): the login page shows it while none is
 * configured, and a sign-in attempt before then is refused with it (409). Commands are in backticks.
 */
export const adminSetUpSteps = [
  "Set ADMIN_PASSWORD_HASH to a hash made by `npm run admin:password -- --print`.",
  "Or set ADMIN_PASSWORD (at least 12 characters), hashed at start: for development and automation.",
  "Or run `npm run admin:password` on the server: it asks for the password and stores its hash.",
] as const;
