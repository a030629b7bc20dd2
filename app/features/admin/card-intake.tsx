import { ClipboardCheck, ClipboardX } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { IntakeStatus } from "#contracts/intake.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** A card's intake: a link to read it once the patient has sent it, else that it is not completed (and the draft, if begun). */
export function CardIntake({ intake }: { intake: IntakeStatus }) {
  const href = adminPaths.patientIntake(intake.patientId);
  if (intake.state === "submitted") {
    return (
      <p className="flex items-center gap-2">
        <Icon node={ClipboardCheck} className="size-4 shrink-0 text-primary" />
        <Link to={href} className="font-medium text-primary underline-offset-4 hover:underline">
          Read intake
        </Link>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Icon node={ClipboardX} className="size-4 shrink-0 text-amber-700" />
      <span className="font-medium text-amber-900">Intake not completed</span>
      {intake.state === "draft" && (
        <Link to={href} className="text-primary underline-offset-4 hover:underline">
          Read the draft
        </Link>
      )}
    </p>
  );
}
