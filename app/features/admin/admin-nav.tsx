import { useQuery } from "@tanstack/react-query";
import { MailWarning } from "lucide";
import { Link } from "react-router";
import type { AdminCounts } from "#contracts/admin-inbox.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import type { AdminSection } from "./admin-pages.ts";
import { fetchCounts, inboxQueryKeys } from "./inbox-api.ts";

interface NavItem {
  section: AdminSection;
  to: string;
  label: string;
  /** What this page counts as new, from the layout's counts. */
  count?: (counts: AdminCounts) => number;
  countLabel?: string;
}

const items: NavItem[] = [
  { section: "appointments", to: adminPaths.appointments, label: "Appointments" },
  { section: "referrals", to: adminPaths.referrals, label: "Referrals", count: (c) => c.unhandledReferrals, countLabel: "new" },
  { section: "messages", to: adminPaths.messages, label: "Messages", count: (c) => c.unhandledMessages, countLabel: "new" },
  { section: "outbox", to: adminPaths.outbox, label: "Outbox", count: (c) => c.heldMail + c.givenUpMail, countLabel: "waiting" },
  { section: "availability", to: adminPaths.availability, label: "Availability" },
];

/**
 * The admin layout's navigation: one link per page, with how many things are new there. Plain links marked
 * by the page's own section (NavLink would add an export to the framework chunk every public page loads).
 */
export function AdminNav({ current }: { current: AdminSection }) {
  const counts = useQuery({ queryKey: inboxQueryKeys.counts, queryFn: fetchCounts, staleTime: 0 });
  return (
    <nav aria-label="Admin" className="border-b bg-muted/40">
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-1 px-4 py-2 sm:px-6 lg:px-8">
        {items.map((item) => {
          const count = counts.data && item.count ? item.count(counts.data) : 0;
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                aria-current={item.section === current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-brand-deep hover:bg-background",
                  item.section === current && "bg-background shadow-sm",
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
    </nav>
  );
}

/** While mail waits (no SMTP server, or retries spent), every admin page says so and where to read it. */
export function HeldMailBanner() {
  const counts = useQuery({ queryKey: inboxQueryKeys.counts, queryFn: fetchCounts, staleTime: 0 });
  const held = counts.data?.heldMail ?? 0;
  const givenUp = counts.data?.givenUpMail ?? 0;
  if (held === 0 && givenUp === 0) return null;
  return (
    <p
      role="status"
      className="mx-auto mt-4 flex max-w-5xl gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
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
