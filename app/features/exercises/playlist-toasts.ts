import { playlistActionFailed, playlistMessages, type PlaylistAction } from "#contracts/playlist-messages.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";

// The toast UI loads with the first toast, not with the playlist page (its 140 kB budget): a toast follows
// something the visitor did, and the few milliseconds of the import are not seen.
const show = (props: { title: string; description?: string; variant?: "destructive" }) =>
  void import("#app/hooks/use-toast.ts").then(({ toast }) => toast(props));

/**
 * Spec §8's error toast: 'Error' / 'Failed to {action}: {error}', the error being the server's own words when
 * it gave some (they say what to do: 'This playlist is full…'), else the spec's underlying text.
 */
export function toastFailure(action: PlaylistAction, error: unknown, underlying: string): void {
  show({
    variant: "destructive",
    title: playlistMessages.errorTitle,
    description: playlistActionFailed(action, serverMessageOf(error, underlying)),
  });
}

export function toastSuccess(title: string, description?: string): void {
  show(description === undefined ? { title } : { title, description });
}

/** A destructive toast in the caller's own words (the session log's 'Failed to save session'). */
export function toastProblem(title: string, description: string): void {
  show({ variant: "destructive", title, description });
}
