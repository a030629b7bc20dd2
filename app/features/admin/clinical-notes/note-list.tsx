import { FilePlus, Loader2 } from "lucide";
import { useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ClinicalNoteSummary, ConsultationWithoutNote } from "#contracts/clinical-notes.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { FormReplyMessage } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";
import { AdminWhen, adminWhenText } from "#app/features/admin/admin-when.tsx";
import { RecordLinkList } from "#app/features/admin/patients/record-link-list.tsx";
import { NoteState } from "./note-state.tsx";

/** What a note is about: its consultation's time, or that it is a general note. */
export function noteSubject(note: Pick<ClinicalNoteSummary, "appointmentId" | "consultationAt">): string {
  if (!note.appointmentId) return "General note";
  return note.consultationAt ? `Consultation ${adminWhenText(note.consultationAt)}` : "Consultation (time not chosen yet)";
}

/** The patient's notes, newest first: each one's consultation, and whether it is a draft or signed. */
export function NoteList({ patientId, notes }: { patientId: string; notes: ClinicalNoteSummary[] }) {
  return (
    <RecordLinkList
      label="Clinical notes"
      empty="No clinical notes yet."
      links={notes.map((note) => ({
        id: note.id,
        to: adminPaths.patientNote(patientId, note.id),
        title: (
          <>
            {noteSubject(note)}
            <NoteState signedAt={note.signedAt} />
          </>
        ),
        meta: (
          <>
            {note.signedAt ? "Signed " : "Last saved "}
            <AdminWhen iso={note.signedAt ?? note.updatedAt} />
          </>
        ),
      }))}
    />
  );
}

/**
 * 'New note': for one of the patient's consultations that has none yet, or a general note. A post to the
 * notes page's action, which opens the new note.
 */
export function NewNoteForm({ consultations }: { consultations: ConsultationWithoutNote[] }) {
  const selectId = useId();
  const form = useRef<HTMLFormElement>(null);
  const reply = useFormReply();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section aria-labelledby="new-note-heading" className="space-y-3">
      <h2 id="new-note-heading" className="text-xl font-semibold text-brand-deep">
        New note
      </h2>
      <FormReplyMessage reply={reply} form={form} />
      <Form ref={form} method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={selectId}>For</Label>
          <NativeSelect
            id={selectId}
            name="appointmentId"
            defaultValue={reply?.values.appointmentId ?? consultations[0]?.appointmentId ?? ""}
            aria-invalid={reply?.fields.appointmentId ? true : undefined}
          >
            {consultations.map((consultation) => (
              <option key={consultation.appointmentId} value={consultation.appointmentId}>
                {noteSubject({ appointmentId: consultation.appointmentId, consultationAt: consultation.startAt })}
              </option>
            ))}
            <option value="">General note (not tied to a consultation)</option>
          </NativeSelect>
        </div>
        <Button type="submit" disabled={pending}>
          <Icon node={pending ? Loader2 : FilePlus} className={pending ? "animate-spin" : undefined} />
          New note
        </Button>
      </Form>
    </section>
  );
}
