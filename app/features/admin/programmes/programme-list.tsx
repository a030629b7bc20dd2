import { Loader2, Plus } from "lucide";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { ProgrammeSummary } from "#contracts/programmes.ts";
import { FormReplyMessage, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";
import { AdminWhen } from "#app/features/admin/admin-when.tsx";
import { RecordLinkList } from "#app/features/admin/patients/record-link-list.tsx";

/** The patient's programmes, newest first: each one's current phase and versions, or that it is stopped. */
export function ProgrammeList({ patientId, programmes }: { patientId: string; programmes: ProgrammeSummary[] }) {
  return (
    <RecordLinkList
      label="Programmes"
      empty="No programmes yet."
      links={programmes.map((programme) => ({
        id: programme.id,
        to: adminPaths.patientProgramme(patientId, programme.id),
        title: programme.title,
        meta: (
          <>
            {programme.endedAt
              ? "Stopped"
              : programme.versionCount === 0
                ? "Draft: no version saved yet"
                : `Version ${programme.versionCount}: ${programme.currentPhase}`}
            {" · made "}
            <AdminWhen iso={programme.createdAt} />
          </>
        ),
      }))}
    />
  );
}

const FORM_ID = "new-programme";

/** 'New programme': a title; the programme opens with its empty draft to build. */
export function NewProgrammeForm() {
  const form = useRef<HTMLFormElement>(null);
  const reply = useFormReply();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="space-y-3">
      <h3 id={`${FORM_ID}-heading`} className="text-xl font-semibold text-brand-deep">
        New programme
      </h3>
      <FormReplyMessage reply={reply} form={form} />
      <Form ref={form} method="post" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField formId={FORM_ID} name="title" label="Title" reply={reply} required maxLength={120} />
        </div>
        <Button type="submit" disabled={pending}>
          <Icon node={pending ? Loader2 : Plus} className={pending ? "animate-spin" : undefined} />
          New programme
        </Button>
      </Form>
    </section>
  );
}
