import { LogOut, MailWarning } from "lucide";
import { Form, Link, useLocation } from "react-router";
import type { AdminCounts } from "#contracts/admin-inbox.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

interface NavItem {
  to: string;
  label: string;
  /** What this page counts as new, from the layout's counts. */
  count?: (counts: AdminCounts) => number;
  countLabel?: string;
}

const items: NavItem[] = [
  { to: adminPaths.appointments, label: "Appointments" },
  { to: adminPaths.patients, label: "Patients" },
  { to: adminPaths.referrals, label: "Referrals", count: (c) => c.unhandledReferrals, countLabel: "new" },
  { to: adminPaths.messages, label: "Messages", count: (c) => c.unhandledMessages, countLabel: "new" },
  { to: adminPaths.outbox, label: "Outbox", count: (c) => c.heldMail + c.givenUpMail, countLabel: "waiting" },
  { to: adminPaths.availability, label: "Availability" },
  { to: adminPaths.consent, label: "Consent" },
];

/** The page's own entry: the dashboard for /admin only, a list for itself and its items. */
const isCurrent = (to: string, pathname: string) =>
  to === adminPaths.appointments ? pathname === to || pathname === `${to}/` : pathname === to || pathname.startsWith(`${to}/`);

/** The admin's navigation: one link per page with how many things are new there, and Logout. */
export function AdminNav({ counts }: { counts: AdminCounts }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin" className="border-b bg-muted/40">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap gap-1">
          {items.map((item) => {
            const count = item.count?.(counts) ?? 0;
            const current = isCurrent(item.to, pathname);
            return (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-brand-deep hover:bg-background",
                    current && "bg-background shadow-sm",
                  )}
                >
                  {item.label}
                  {count > 0 && (
                    <span className="rounded-full bg-brand-deep px-2 py-0.5 text-xs text-white">
                      {count}
                      <span className="sr-only"> {item.countLabel}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
        <Form method="post" action={paths.adminLogin}>
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="outline">
            <Icon node={LogOut} />
            Logout
          </Button>
        </Form>
      </div>
    </nav>
  );
}

/** While mail waits (no SMTP server, or retries spent), every admin page says so and where to read it. */
export function HeldMailBanner({ counts: { heldMail: held, givenUpMail: givenUp } }: { counts: AdminCounts }) {
  if (held === 0 && givenUp === 0) return null;
  return (
    <p role="status" className="mt-4 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Icon node={MailWarning} className="mt-0.5 size-4 shrink-0" />
      <span>
        {held > 0 && (
          <>
            <strong>{held === 1 ? "1 email is" : `${held} emails are`} held:</strong> no mail server is configured (SMTP_URL), so nothing is
            being sent.{" "}
          </>
        )}
        {givenUp > 0 && (
          <strong>{givenUp === 1 ? "1 email could not be delivered. " : `${givenUp} emails could not be delivered. `}</strong>
        )}
        <Link to={adminPaths.outbox} className="font-medium underline">
          Read them in the Outbox
        </Link>
        .
      </span>
    </p>
  );
}
