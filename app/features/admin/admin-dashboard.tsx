import type { ReactNode } from "react";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { QueryProvider } from "#app/lib/query-client.tsx";
import { AppointmentList } from "./appointment-list.tsx";
import { AuditLog } from "./audit-log.tsx";

/** The practitioner's dashboard (spec §2): the appointments' cards, then the audit log. */
export function AdminDashboard({ testMode, logout }: { testMode: boolean; logout: ReactNode }) {
  return (
    <QueryProvider>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-deep">Admin Dashboard</h1>
            <p className="mt-2 text-muted-foreground">Manage appointments and process final payments</p>
          </div>
          {logout}
        </header>
        {testMode && <TestModeNotice />}
        <AppointmentList />
        <AuditLog />
      </div>
    </QueryProvider>
  );
}
