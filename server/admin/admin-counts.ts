import type { AdminCounts } from "#contracts/admin-inbox.ts";
import type { Database } from "#db/client.ts";
import { countUnhandledContactMessages } from "#server/contact/admin-contact-messages.ts";
import { countStuckMail } from "#server/outbox/admin-outbox.ts";
import { countUnhandledReferrals } from "#server/referrals/admin-referrals.ts";

/** What the admin navigation marks as new, and the mail that waits: the admin layout's loader. */
export async function adminCounts(db: Database): Promise<AdminCounts> {
  const [unhandledReferrals, unhandledMessages, mail] = await Promise.all([
    countUnhandledReferrals(db),
    countUnhandledContactMessages(db),
    countStuckMail(db),
  ]);
  return { unhandledReferrals, unhandledMessages, heldMail: mail.held, givenUpMail: mail.givenUp };
}
