/** Which page of the admin a path below /admin names (the `*` of the admin route): null when none. */
export type AdminPageRef =
  | { kind: "appointments" }
  | { kind: "referrals" }
  | { kind: "referral"; id: string }
  | { kind: "messages" }
  | { kind: "message"; id: string }
  | { kind: "outbox" }
  | { kind: "outbox-message"; id: string }
  | { kind: "availability" };

export type AdminSection = "appointments" | "referrals" | "messages" | "outbox" | "availability";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adminPageOf(rest: string): AdminPageRef | null {
  const [section = "", id, ...beyond] = rest.replace(/^\/+|\/+$/g, "").split("/");
  if (beyond.length > 0 || (id !== undefined && !uuid.test(id))) return null;
  switch (section) {
    case "":
      return id === undefined ? { kind: "appointments" } : null;
    case "referrals":
      return id ? { kind: "referral", id } : { kind: "referrals" };
    case "messages":
      return id ? { kind: "message", id } : { kind: "messages" };
    case "outbox":
      return id ? { kind: "outbox-message", id } : { kind: "outbox" };
    case "availability":
      return id === undefined ? { kind: "availability" } : null;
    default:
      return null;
  }
}

/** The navigation entry a page belongs to. */
export function sectionOf(page: AdminPageRef): AdminSection {
  switch (page.kind) {
    case "referral":
      return "referrals";
    case "message":
      return "messages";
    case "outbox-message":
      return "outbox";
    default:
      return page.kind;
  }
}

/** Each page's title and what it is for (its heading and the document's title). */
export const adminPageTitles: Record<AdminPageRef["kind"], { title: string; description: string }> = {
  appointments: { title: "Admin Dashboard", description: "Manage appointments and process final payments" },
  referrals: { title: "Referrals", description: "Referrals from healthcare providers, newest first" },
  referral: { title: "Referral", description: "A referral, its clinical notes and its document" },
  messages: { title: "Messages", description: "Messages sent through the contact form, newest first" },
  message: { title: "Message", description: "A message sent through the contact form" },
  outbox: { title: "Outbox", description: "Every email the site has written, and whether it was sent" },
  "outbox-message": { title: "Email", description: "An email as the site wrote it" },
  availability: { title: "Availability", description: "When patients can book: weekly hours, days off, notice, horizon and buffer" },
};
