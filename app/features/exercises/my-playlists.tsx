import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { IntentButton, IntentRefusal } from "./intent-button.tsx";

/**
 * The playlists of this browser (the practice's, signed in as admin; a signed-in patient's, in their account),
 * newest first.
 */
export function MyPlaylists({ playlists, inAccount }: { playlists: Playlist[]; inAccount: boolean }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-deep">My playlists</h1>
          {inAccount ? (
            <p className="mt-2 text-muted-foreground">The playlists kept in your account: they follow you wherever you sign in.</p>
          ) : (
            <p className="mt-2 text-muted-foreground">
              The playlists made in this browser. They stay with this browser, so keep using it, or{" "}
              <Link to={paths.signIn} className="text-primary underline underline-offset-4">
                sign in
              </Link>{" "}
              to keep them in your account.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.newPlaylist}>New playlist</Link>
          </Button>
          <IntentButton intent="quick-create" busyLabel="Creating...">
            Create New Playlist
          </IntentButton>
        </div>
      </header>
      <IntentRefusal />
      {playlists.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <p className="text-lg font-medium">No playlists yet</p>
          <p className="text-muted-foreground">Start one from the exercise library, or copy a ready-made programme.</p>
          <Button asChild>
            <Link to={paths.exercises}>Browse the exercise library</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <Link
                to={paths.playlist(playlist.id)}
                className="grid gap-1 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{playlist.name}</span>
                  <span className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium">{playlist.isPublic ? "Public" : "Private"}</span>
                </span>
                {playlist.description && <span className="text-sm text-muted-foreground">{playlist.description}</span>}
                <span className="text-sm">
                  {playlist.itemCount} exercises · {formatDuration(playlist.duration)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
