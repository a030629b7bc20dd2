import { FolderInput } from "lucide";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { MyCareView } from "#contracts/my-care.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

function PlaylistLinks({ playlists }: { playlists: MyCareView["playlists"]["inAccount"] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {playlists.map((playlist) => (
        <li key={playlist.id}>
          <Link to={paths.playlist(playlist.id)} className="text-primary underline underline-offset-4">
            {playlist.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The patient's exercise playlists: those kept in their account, which follow them to any device, and those
 * this browser made, offered to be kept there too (docs/decisions/0047).
 */
export function CarePlaylists({ playlists, reply }: { playlists: MyCareView["playlists"]; reply: FormReply | undefined }) {
  const keeping = useNavigation().formData?.get("intent") === "keep-playlists";
  const { inAccount, inThisBrowser } = playlists;
  return (
    <>
      {inAccount.length > 0 ? (
        <>
          <p>These playlists are kept in your account: you see them wherever you sign in.</p>
          <PlaylistLinks playlists={inAccount} />
        </>
      ) : (
        <p>
          No playlists in your account yet. Build your own from the{" "}
          <Link to={paths.exercises} className="text-primary underline underline-offset-4">
            exercise library
          </Link>
          .
        </p>
      )}
      {inThisBrowser.length > 0 && (
        <div className="space-y-3 rounded-lg border bg-secondary/40 p-4">
          <h3 className="font-semibold">Made in this browser</h3>
          <p>
            {inThisBrowser.length === 1 ? "This playlist was" : `These ${inThisBrowser.length} playlists were`} made in this browser before
            you signed in. Kept in your account, they follow you to your other devices, with their session history.
          </p>
          <PlaylistLinks playlists={inThisBrowser} />
          {reply && (
            <p role="alert" className="font-medium text-destructive">
              {reply.error}
            </p>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="keep-playlists" />
            <Button type="submit" disabled={keeping}>
              <Icon node={FolderInput} />
              Keep these playlists in my account
            </Button>
          </Form>
        </div>
      )}
      <p>
        <Link to={paths.myPlaylists} className="text-primary underline underline-offset-4">
          Open My playlists
        </Link>
      </p>
    </>
  );
}
