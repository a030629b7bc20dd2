import type { ReactNode } from "react";
import { QueryProvider } from "#app/lib/query-client.tsx";
import { AdminNav, HeldMailBanner } from "./admin-nav.tsx";
import type { AdminSection } from "./admin-pages.ts";

/** The one admin layout (issue 14): the navigation with counts of what is new, the held-mail banner, the page. */
export function AdminShell({ current, children }: { current: AdminSection; children: ReactNode }) {
  return (
    <QueryProvider>
      <AdminNav current={current} />
      <div className="px-4 sm:px-6 lg:px-8">
        <HeldMailBanner />
      </div>
      {children}
    </QueryProvider>
  );
}
