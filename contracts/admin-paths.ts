/**
 * The admin area's pages below /admin (issue 14). Kept out of `paths.ts`, which is in the framework chunk
 * every public page loads, so the admin's pages add no byte to the public pages' JavaScript.
 */
export const adminPaths = {
  appointments: "/admin",
  referrals: "/admin/referrals",
  referral: (id: string) => `/admin/referrals/${id}`,
  messages: "/admin/messages",
  message: (id: string) => `/admin/messages/${id}`,
  outbox: "/admin/outbox",
  outboxMessage: (id: string) => `/admin/outbox/${id}`,
  availability: "/admin/availability",
} as const;
