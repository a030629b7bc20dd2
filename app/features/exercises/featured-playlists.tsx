import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { IntentButton } from "./intent-button.tsx";

/** The practice's featured playlists: ready-made programmes a patient opens or copies into their own. */
export function FeaturedPlaylists({ playlists }: { playlists: Playlist[] }) {
  if (playlists.length === 0) return null;
  return (
    <section aria-labelledby="programmes-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <h2 id="programmes-heading" className="text-2xl font-bold text-brand-deep">
        Ready-made programmes
      </h2>
      <p className="mt-2 text-muted-foreground">Sessions put together by the practice. Copy one to make it your own.</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {playlists.map((playlist) => (
          <li key={playlist.id} className="flex flex-col gap-2 rounded-xl border bg-secondary/40 p-5">
            <h3 className="font-semibold">{playlist.name}</h3>
            {playlist.description && <p className="text-sm text-muted-foreground">{playlist.description}</p>}
            <p className="text-sm">
              {playlist.itemCount} exercises · {formatDuration(playlist.duration)}
            </p>
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.playlist(playlist.id)} aria-label={`Open ${playlist.name}`}>
                  Open
                </Link>
              </Button>
              <IntentButton
                intent="copy"
                fields={{ playlistId: playlist.id }}
                size="sm"
                busyLabel="Copying..."
                aria-label={`Copy ${playlist.name} to my playlists`}
              >
                Copy to my playlists
              </IntentButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
