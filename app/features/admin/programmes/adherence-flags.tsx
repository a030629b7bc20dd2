import { Activity, TrendingUp } from "lucide";
import type { AdherenceFlags } from "#contracts/adherence.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/** The flags' wording (docs/decisions/0051): the badge says it in words, the icon only repeats it. */
export const adherenceFlagText = {
  noSessionForAWeek: "No exercise for a week",
  painRose: "Pain rose",
} as const;

/** A patient's or a programme's raised flags as badges with their text; nothing when none is raised. */
export function AdherenceFlagBadges({ flags, className }: { flags: AdherenceFlags; className?: string }) {
  if (!flags.noSessionForAWeek && !flags.painRose) return null;
  return (
    <span className={cn("flex flex-wrap gap-1", className)}>
      {flags.noSessionForAWeek && (
        <Badge variant="outline" className="border-amber-700 text-amber-900">
          <Icon node={Activity} />
          {adherenceFlagText.noSessionForAWeek}
        </Badge>
      )}
      {flags.painRose && (
        <Badge variant="outline" className="border-red-700 text-red-800">
          <Icon node={TrendingUp} />
          {adherenceFlagText.painRose}
        </Badge>
      )}
    </span>
  );
}
