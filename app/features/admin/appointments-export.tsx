import { Download } from "lucide";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminFiles } from "#contracts/admin-paths.ts";

/**
 * The appointments of a date range as a spreadsheet (CSV): a plain form the browser submits as a download,
 * so it works before any script has loaded. The dates are Melbourne dates.
 */
export function AppointmentsExport({ defaultFrom, defaultTo }: { defaultFrom: string; defaultTo: string }) {
  const fromId = useId();
  const toId = useId();
  return (
    <section aria-labelledby="export-heading" className="space-y-3">
      <h2 id="export-heading" className="text-xl font-semibold text-brand-deep">
        Export appointments
      </h2>
      <form method="get" action={adminFiles.appointmentsCsv} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={fromId} className="text-sm font-medium">
            From
          </label>
          <Input id={fromId} name="from" type="date" required defaultValue={defaultFrom} className="w-44" />
        </div>
        <div className="grid gap-1">
          <label htmlFor={toId} className="text-sm font-medium">
            To
          </label>
          <Input id={toId} name="to" type="date" required defaultValue={defaultTo} className="w-44" />
        </div>
        <Button type="submit" variant="outline">
          <Icon node={Download} />
          Download CSV
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">Payment states and amounts; dates and times in Melbourne time.</p>
    </section>
  );
}
