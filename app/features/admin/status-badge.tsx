import type { AppointmentBadge } from "#core/booking/booking-state.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";
import { badgeStyles } from "./card-rules.ts";

/** The card's state; a cancelled appointment's payment badge ('Scheduled') would contradict it, so it goes. */
export function StatusBadge({ badge, cancelled }: { badge: AppointmentBadge; cancelled: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {!cancelled && (
        <Badge variant="outline" className={cn("text-xs", badgeStyles[badge])}>
          {badge}
        </Badge>
      )}
      {cancelled && (
        <Badge variant="outline" className="border-red-300 bg-red-50 text-xs text-red-900">
          Cancelled
        </Badge>
      )}
    </span>
  );
}
