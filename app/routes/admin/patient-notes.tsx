import { redirect } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { newNoteSchema } from "#contracts/clinical-notes.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { NewNoteForm, NoteList } from "#app/features/admin/clinical-notes/note-list.tsx";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-notes";

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(pageContext).admin.clinicalNotes.notes(params.id);
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return page;
}

/**
 * 'New note' here, and 'Clinical note' on the dashboard's appointment card: the consultation's note (made
 * if it has none) or a new general note, opened in its editor.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), newNoteSchema, (form) => ({
    appointmentId: form.get("appointmentId") || undefined,
  }));
  if (!submission.ok) return invalidReply(submission.reply);
  const opened = await context.get(pageContext).admin.clinicalNotes.open(params.id, submission.value);
  if (!opened.ok) return refusedReply(opened.refusal, submission.values);
  return redirect(adminPaths.patientNote(params.id, opened.value.noteId));
}

export const meta: Route.MetaFunction = () => adminMeta("Clinical notes");

export default function PatientNotes({ loaderData }: Route.ComponentProps) {
  const { patient, notes, consultationsWithoutNote } = loaderData;
  return (
    <PatientTabPage
      title="Clinical notes"
      description="Notes of each consultation, newest first; a signed note is final and can only be followed by addenda"
    >
      <NoteList patientId={patient.id} notes={notes} />
      <NewNoteForm consultations={consultationsWithoutNote} />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
