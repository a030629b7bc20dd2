import type { PlaylistSession } from "#contracts/playlist-sessions.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { practice } from "#core/practice.ts";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { SessionChart } from "./session-chart.tsx";

const sessionHistoryTexts = {
  heading: "Session history",
  empty: "No sessions yet. Play the workout to log your first session.",
} as const;

/**
 * Dates in the patient's own locale and zone once the page runs in their browser; the server (and hydration,
 * which must match it) writes them in the practice's.
 */
function dateFormats(timeZone: string | null) {
  const locale = timeZone ? undefined : "en-AU";
  const zone = timeZone ?? practice.timeZone;
  return {
    date: new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: "medium" }),
    shortDate: new Intl.DateTimeFormat(locale, { timeZone: zone, day: "numeric", month: "short" }),
    time: new Intl.DateTimeFormat(locale, { timeZone: zone, timeStyle: "short" }),
  };
}

function Rating({ value }: { value: number | null }) {
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not recorded</span>
    </>
  );
}

/**
 * The owner's 'Session history' on the playlist page: the last sessions logged by the player, as
 * a chart of effort and pain over time and a table of each. From the page's loader, which the player
 * revalidates after logging a session.
 */
export default function SessionHistory({ sessions }: { sessions: PlaylistSession[] }) {
  const formats = dateFormats(useBrowserTimeZone());
  const oldestFirst = [...sessions].reverse();
  const dateOf = (session: PlaylistSession | undefined) => (session ? formats.shortDate.format(new Date(session.endedAt)) : "");
  return (
    <section aria-labelledby="session-history-heading" className="grid gap-4 border-t pt-6">
      <h2 id="session-history-heading" className="text-xl font-semibold">
        {sessionHistoryTexts.heading}
      </h2>
      {sessions.length === 0 ? (
        <p className="text-muted-foreground">{sessionHistoryTexts.empty}</p>
      ) : (
        <>
          <SessionChart
            effort={oldestFirst.map((session) => session.effort)}
            pain={oldestFirst.map((session) => session.pain)}
            from={dateOf(oldestFirst[0])}
            to={dateOf(sessions[0])}
          />
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-muted-foreground">
              {sessions.length === 1 ? "Your session" : `Your last ${sessions.length} sessions, newest first`}
            </caption>
            <thead className="border-b">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Done
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Time
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Skipped
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Effort
                </th>
                <th scope="col" className="py-2 font-medium">
                  Pain
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const ended = new Date(session.endedAt);
                return (
                  <tr key={session.id} className="border-b last:border-b-0">
                    <th scope="row" className="py-2 pr-2 font-normal">
                      <time dateTime={session.endedAt}>
                        {formats.date.format(ended)}
                        <span className="block text-muted-foreground">{formats.time.format(ended)}</span>
                      </time>
                    </th>
                    <td className="py-2 pr-2 tabular-nums">
                      {session.completedCount} of {session.totalCount}
                    </td>
                    <td className="py-2 pr-2 tabular-nums">{formatDuration(session.activeSeconds)}</td>
                    <td className="py-2 pr-2 tabular-nums">{session.skippedItemIds.length}</td>
                    <td className="py-2 pr-2 tabular-nums">
                      <Rating value={session.effort} />
                    </td>
                    <td className="py-2 tabular-nums">
                      <Rating value={session.pain} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
