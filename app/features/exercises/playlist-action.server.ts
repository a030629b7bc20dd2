import { data, redirect, type RouterContextProvider } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import {
  addPlaylistItemSchema,
  createPlaylistSchema,
  reorderPlaylistSchema,
  updatePlaylistItemSchema,
  updatePlaylistSchema,
} from "#contracts/playlists.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import type { PlaylistWrites } from "#contracts/playlist-writes.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { openMade } from "./library-action.server.ts";
import { addItemInput, idOf, itemChangeInput, playlistInput, reorderInput } from "./playlist-form-data.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

const noDosage = { sets: null, reps: null, holdSeconds: null, restSeconds: null, side: null, load: null };

/**
 * A playlist page's forms (docs/product/spec.md, "Playlist page"), each a post with its `intent`, checked with the JSON
 * API's schema and done by the API's use-case: before hydration a plain post, after it the same without a
 * reload. Done, the page opens again (its panels closed); refused, the form's reply says why.
 */
export async function playlistAction({ request, context, params }: Args) {
  const write = context.get(pageContext).exerciseLibrary.write;
  const form = await request.formData();
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const page = paths.playlist(id);
  const done = async (outcome: Promise<Outcome<unknown>>, to = page) => {
    const answer = await outcome;
    return answer.ok ? redirect(to) : refusedReply(answer.refusal, {});
  };

  switch (form.get("intent")) {
    case "update": {
      const submission = parseSubmission(form, updatePlaylistSchema, playlistInput);
      if (!submission.ok) return invalidReply(submission.reply);
      const outcome = await write.update(request, id, submission.value);
      return outcome.ok ? redirect(`${page}?notice=updated`) : refusedReply(outcome.refusal, submission.values);
    }
    case "delete":
      return done(write.remove(request, id), paths.myPlaylists);
    case "copy": {
      const made = await write.copy(request, id);
      return made.ok ? openMade(made.value, "copied") : refusedReply(made.refusal, {});
    }
    default: {
      const answer = await itemAction(write, request, form, id, page);
      if (!answer) throw data(null, { status: 400 });
      return answer;
    }
  }
}

/**
 * The forms of a playlist's items (add, an item's music and dosage, remove, reorder), posted to `page`,
 * which opens again when done: the playlist page's, and a programme's draft on the practitioner's page
 * (docs/decisions/0050). Null for a form of another intent.
 */
export async function itemAction(write: PlaylistWrites, request: Request, form: FormData, id: number, page: string) {
  const done = async (outcome: Promise<Outcome<unknown>>) => {
    const answer = await outcome;
    return answer.ok ? redirect(page) : refusedReply(answer.refusal, {});
  };
  switch (form.get("intent")) {
    case "add-item": {
      const submission = parseSubmission(form, addPlaylistItemSchema, addItemInput);
      if (!submission.ok) return invalidReply(submission.reply);
      const outcome = await write.addItem(request, id, submission.value);
      return outcome.ok ? redirect(`${page}?notice=added`) : refusedReply(outcome.refusal, submission.values);
    }
    case "update-item": {
      const submission = parseSubmission(form, updatePlaylistItemSchema, itemChangeInput);
      if (!submission.ok) return invalidReply(submission.reply);
      return done(write.updateItem(request, idOf(form, "itemId") ?? 0, submission.value));
    }
    case "reset-dosage":
      return done(write.updateItem(request, idOf(form, "itemId") ?? 0, noDosage));
    case "remove-item":
      return done(write.removeItem(request, idOf(form, "itemId") ?? 0));
    case "reorder": {
      const submission = parseSubmission(form, reorderPlaylistSchema, reorderInput);
      if (!submission.ok) return invalidReply(submission.reply);
      return done(write.reorder(request, id, submission.value.itemOrder));
    }
    default:
      return null;
  }
}

/** /exercise-playlist/new: 'Save Playlist' makes it and opens its page. */
export async function newPlaylistAction({ request, context }: Omit<Args, "params">) {
  const submission = parseSubmission(await request.formData(), createPlaylistSchema, playlistInput);
  if (!submission.ok) return invalidReply(submission.reply);
  const made = await context.get(pageContext).exerciseLibrary.write.create(request, submission.value);
  return made.ok ? openMade(made.value, "new") : refusedReply(made.refusal, submission.values);
}
