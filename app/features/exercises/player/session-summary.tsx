import { RotateCcw } from "lucide";
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { exerciseApi } from "#contracts/paths.ts";
import { sessionLogMessages, type PlaylistSession } from "#contracts/playlist-sessions.ts";
import type { Playlist } from "#contracts/playlists.ts";
import type { SessionSummary as Summary } from "#core/player/player-state.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { sendJson, serverMessageOf } from "#app/lib/api-client.ts";
import { toastProblem, toastSuccess } from "#app/features/exercises/playlist-toasts.ts";
import { playerMessages } from "./player-messages.ts";
import { sessionPayload, type Feeling } from "./session-payload.ts";

interface Props {
  playlist: Playlist;
  summary: Summary;
  nameOf: (itemId: number) => string;
  onRestart: () => void;
}

/**
 * A session's end: exercises done, time, skipped items; for whoever logs its sessions (the playlist's owner,
 * a programme's patient), 'How did it feel?' (effort and knee pain 0-10, each optional) saved to the session log.
 */
export function SessionSummary({ playlist, summary, nameOf, onRestart }: Props) {
  return (
    <section aria-labelledby="session-complete" className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <h2 id="session-complete" className="text-2xl font-bold">
        {playerMessages.sessionComplete}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
        <dt className="text-muted-foreground">Exercises done</dt>
        <dd className="font-medium">
          {summary.completedCount} of {summary.totalCount}
        </dd>
        <dt className="text-muted-foreground">Time</dt>
        <dd className="font-medium">{formatDuration(summary.activeSeconds)}</dd>
        <dt className="text-muted-foreground">Skipped</dt>
        <dd className="font-medium">{summary.skippedIds.length === 0 ? "None" : summary.skippedIds.map(nameOf).join(", ")}</dd>
      </dl>
      {playlist.logsSessions && <FeelingForm playlistId={playlist.id} summary={summary} />}
      <Button type="button" variant="outline" className="w-fit" onClick={onRestart}>
        <Icon node={RotateCcw} /> Start again
      </Button>
    </section>
  );
}

function FeelingForm({ playlistId, summary }: { playlistId: number; summary: Summary }) {
  const [feeling, setFeeling] = useState<Feeling>({ effort: null, pain: null });
  const [status, setStatus] = useState<"idle" | "saving" | "saved">("idle");
  const revalidator = useRevalidator();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("saving");
    try {
      await sendJson<PlaylistSession>("POST", exerciseApi.playlistSessions(playlistId), sessionPayload(summary, feeling));
      setStatus("saved");
      toastSuccess(sessionLogMessages.saved, sessionLogMessages.savedDescription);
      // The page's 'Session history' shows the new session without a reload.
      void revalidator.revalidate();
    } catch (error) {
      setStatus("idle");
      toastProblem(sessionLogMessages.saveFailed, serverMessageOf(error, "Please try again."));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 rounded-lg bg-secondary/40 p-4">
      <h3 className="text-lg font-semibold">{playerMessages.howDidItFeel}</h3>
      <Rating legend="Effort (0 = none, 10 = maximal)" value={feeling.effort} onChange={(effort) => setFeeling({ ...feeling, effort })} />
      <Rating legend="Knee pain (0 = none, 10 = worst)" value={feeling.pain} onChange={(pain) => setFeeling({ ...feeling, pain })} />
      <Button type="submit" className="w-fit" disabled={status !== "idle"}>
        {status === "saving" ? "Saving..." : status === "saved" ? "Saved" : "Save session"}
      </Button>
    </form>
  );
}

const scale = Array.from({ length: 11 }, (_, n) => n);

/** 0-10 as a row of radio buttons, large enough for a finger; unanswered is allowed (not recorded). */
function Rating({ legend, value, onChange }: { legend: string; value: number | null; onChange: (value: number) => void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {scale.map((n) => (
          <label
            key={n}
            className="grid size-10 cursor-pointer place-items-center rounded-md border bg-background text-sm font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            {n}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
