import { ArrowDown, ArrowRight, ArrowUp, type IconNode } from "lucide";
import type { AdherenceScore, AdherenceWeek, PatientAdherence, ProgrammeAdherenceView, Trend } from "#contracts/adherence.ts";
import { formatLongDate, formatSlotDate } from "#core/scheduling/melbourne-time.ts";
import { StackedTable } from "#app/components/stacked-table.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { MelbourneDateTime } from "#app/features/admin/appointment-when.tsx";
import { AdherenceFlagBadges } from "./adherence-flags.tsx";

/** A calendar date (YYYY-MM-DD) read at noon UTC, so it names the same day whatever the viewer's zone. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

const trendIcons: Record<Trend, IconNode> = { rising: ArrowUp, falling: ArrowDown, steady: ArrowRight };

/** A week's mean score out of 10, and how it moved from the week before in a word (the arrow only repeats it). */
function Score({ score }: { score: AdherenceScore }) {
  if (score.mean === null) return <span className="text-muted-foreground">Not recorded</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <span>{score.mean}/10</span>
      {score.trend && (
        <span className="inline-flex items-center gap-0.5 text-muted-foreground">
          <Icon node={trendIcons[score.trend]} className="size-3.5" />
          {score.trend}
        </span>
      )}
    </span>
  );
}

function WeekRow({ week }: { week: AdherenceWeek }) {
  const cell = "block md:table-cell md:py-2 md:pr-4";
  const name = "text-muted-foreground md:sr-only";
  return (
    <tr className="block space-y-1 p-3 md:table-row md:space-y-0 md:p-0">
      <th scope="row" className="block text-left font-semibold md:table-cell md:py-2 md:pr-4 md:font-normal">
        Week of {formatSlotDate(calendarDay(week.weekOf), "UTC")}
        {week.inProgress && <span className="text-muted-foreground"> (this week)</span>}
      </th>
      <td className={cell}>
        <span className={name}>Sessions: </span>
        {week.done} of {week.planned}
      </td>
      <td className={cell}>
        <span className={name}>Pain: </span>
        <Score score={week.pain} />
      </td>
      <td className="block md:table-cell md:py-2">
        <span className={name}>Effort: </span>
        <Score score={week.effort} />
      </td>
    </tr>
  );
}

function ProgrammeAdherence({ programme }: { programme: ProgrammeAdherenceView }) {
  const headingId = `programme-${programme.programmeId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border bg-card p-4">
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {programme.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {programme.phase}, {programme.daysPerWeek} {programme.daysPerWeek === 1 ? "day" : "days"} a week, from{" "}
          {formatLongDate(calendarDay(programme.startsOn), "UTC")}
          {programme.endedAt && " (ended)"}
        </p>
        <p className="text-sm">
          Last session:{" "}
          {programme.lastSessionAt ? (
            <MelbourneDateTime iso={programme.lastSessionAt} />
          ) : (
            <span className="text-muted-foreground">none yet</span>
          )}
        </p>
        <AdherenceFlagBadges flags={programme.flags} />
      </div>
      {programme.weeks.length === 0 ? (
        <p className="text-sm text-muted-foreground">It has not started yet.</p>
      ) : (
        <StackedTable
          caption={`${programme.title}: sessions done, pain and effort by week, newest first`}
          columns={["Week", "Sessions done of planned", "Pain (mean)", "Effort (mean)"]}
        >
          <tbody className="block divide-y md:table-row-group">
            {programme.weeks.map((week) => (
              <WeekRow key={week.weekOf} week={week} />
            ))}
          </tbody>
        </StackedTable>
      )}
    </section>
  );
}

/**
 * Adherence to each prescribed programme (docs/decisions/0051): a table by Melbourne week of sessions done
 * against planned, mean pain and effort with their direction, the last session and the flags raised.
 */
export function AdherenceSection({ adherence }: { adherence: PatientAdherence }) {
  return (
    <section aria-labelledby="adherence-heading" className="space-y-4">
      <h2 id="adherence-heading" className="text-xl font-semibold">
        Exercise adherence
      </h2>
      {adherence.programmes.length === 0 ? (
        <p className="text-muted-foreground">No programme has been prescribed yet.</p>
      ) : (
        adherence.programmes.map((programme) => <ProgrammeAdherence key={programme.programmeId} programme={programme} />)
      )}
    </section>
  );
}
