import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { noteAddendumSchema } from "#contracts/clinical-notes.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import type { NoteDone } from "#app/features/admin/clinical-notes/note-answer.ts";
import { NoteEditor } from "#app/features/admin/clinical-notes/note-editor.tsx";
import { noteSubmission } from "#app/features/admin/clinical-notes/note-form.ts";
import { noteSubject } from "#app/features/admin/clinical-notes/note-list.tsx";
import { NoteState } from "#app/features/admin/clinical-notes/note-state.tsx";
import { SignedNote } from "#app/features/admin/clinical-notes/signed-note.tsx";
import { invalidReply, parseSubmission, refusedReply, type Submission } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-note";

/** Opening the note is a read of health information: the server writes it to the patient's access log. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(pageContext).admin.clinicalNotes.note(params.id, params.noteId);
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return page;
}

/** A write's answer: when it was done, or the form's reply with what was typed. */
async function answer<V>(submission: Submission<V>, done: NoteDone["done"], write: (value: V) => Promise<Outcome<{ at: string }>>) {
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await write(submission.value);
  return outcome.ok ? data<NoteDone>({ done, at: outcome.value.at }) : refusedReply(outcome.refusal, submission.values);
}

/** 'Save draft' (and the editor saving itself), 'Sign note', 'Add addendum'. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const notes = context.get(pageContext).admin.clinicalNotes;
  const { id, noteId } = params;
  switch (form.get("intent")) {
    case "autosave":
    case "save":
      return answer(noteSubmission(form), "saved", (content) => notes.save(id, noteId, content));
    case "sign":
      return answer(noteSubmission(form), "signed", (content) => notes.sign(id, noteId, content));
    case "addendum":
      return answer(parseSubmission(form, noteAddendumSchema), "addendum", (addendum) => notes.addAddendum(id, noteId, addendum));
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

/**
 * A saved draft changes nothing the page shows but the time it was saved, which the answer carries: the note
 * is not read again (and its reading not audited again) after each save.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "save" || intent === "autosave" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => adminMeta("Clinical note");

export default function PatientNote({ loaderData }: Route.ComponentProps) {
  const { patient, note } = loaderData;
  return (
    <PatientTabPage
      title="Clinical note"
      description={noteSubject(note)}
      back={{ to: adminPaths.patientNotes(patient.id), label: "All notes" }}
    >
      <p className="-mt-4">
        <NoteState signedAt={note.signedAt} />
      </p>
      {note.signedAt ? <SignedNote note={note} /> : <NoteEditor key={note.id} note={note} />}
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
