import { ClipboardCheck, ClipboardX } from "lucide";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { IntakeStatus } from "#contracts/intake.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The practitioner's side of the room: the patient's intake to read (in a new tab, so the call stays), or that
 * it is not completed, with the draft when one is begun.
 */
export function IntakeNote({ intake }: { intake: IntakeStatus }) {
  const link = (label: string) => (
    <a href={adminPaths.patientIntake(intake.patientId)} target="_blank" rel="noopener" className="font-medium text-primary underline">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border bg-card p-3 text-sm">
      {intake.state === "submitted" ? (
        <>
          <Icon node={ClipboardCheck} className="size-4 shrink-0 text-primary" />
          {link("Read the patient's intake")}
        </>
      ) : (
        <>
          <Icon node={ClipboardX} className="size-4 shrink-0 text-amber-700" />
          <span className="font-medium text-amber-900">Intake not completed</span>
          {intake.state === "draft" && link("Read the draft")}
        </>
      )}
    </p>
  );
}
