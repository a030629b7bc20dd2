import { Loader2, Lock, Plus } from "lucide";
import { useRef, type ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { ClinicalNote, ClinicalNoteContent } from "#contracts/clinical-notes.ts";
import { FormReplyMessage, TextAreaField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { AdminWhen } from "#app/features/admin/admin-when.tsx";
import { DetailFields } from "#app/features/admin/detail-fields.tsx";
import { replyTo, type NoteAnswer } from "./note-answer.ts";
import { effusionLabels } from "./note-form.ts";

const notRecorded = <span className="text-muted-foreground">Not recorded</span>;

function Text({ value }: { value: string | undefined }) {
  return value ? <p className="break-words whitespace-pre-line">{value}</p> : notRecorded;
}

const degrees = (value: number | undefined) => (value === undefined ? notRecorded : `${value}°`);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border bg-card p-4 sm:p-5">
      <h2 className="text-xl font-semibold text-brand-deep">{title}</h2>
      {children}
    </section>
  );
}

/** A signed note's content, in SOAP order, as it was signed. */
function NoteContent({ content }: { content: ClinicalNoteContent }) {
  const objective = content.objective ?? {};
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Part title="Subjective">
        <Text value={content.subjective} />
      </Part>
      <Part title="Objective">
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="mb-2 text-left font-medium">Range of motion</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Knee
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Flexion
                </th>
                <th scope="col" className="py-1 font-medium">
                  Extension
                </th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["Injured", objective.injuredKnee],
                  ["Other", objective.otherKnee],
                ] as const
              ).map(([knee, motion]) => (
                <tr key={knee} className="border-t">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {knee}
                  </th>
                  <td className="py-1 pr-3">{degrees(motion?.flexion)}</td>
                  <td className="py-1">{degrees(motion?.extension)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DetailFields
          fields={[
            ["Effusion", objective.effusion ? effusionLabels[objective.effusion] : notRecorded],
            ["Quadriceps", <Text key="quadriceps" value={objective.quadriceps} />],
            ["Other measures", <Text key="other" value={objective.otherMeasures} />],
          ]}
        />
      </Part>
      <Part title="Assessment">
        <Text value={content.assessment} />
      </Part>
      <Part title="Plan">
        <Text value={content.plan} />
      </Part>
    </div>
  );
}

/** A dated addition to the signed note; the form clears itself once one is added (its key is the count). */
function AddendumForm({ count }: { count: number }) {
  const form = useRef<HTMLFormElement>(null);
  const reply = replyTo(useActionData<NoteAnswer>(), "addendum");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "addendum";
  return (
    <Form key={count} ref={form} method="post" preventScrollReset aria-label="Add an addendum" className="space-y-3">
      <input type="hidden" name="intent" value="addendum" />
      <FormReplyMessage reply={reply} form={form} />
      <TextAreaField
        formId="addendum"
        name="text"
        label="Addendum"
        hint="Dated when added, and final like the note."
        reply={reply}
        rows={4}
      />
      <Button type="submit" disabled={pending}>
        <Icon node={pending ? Loader2 : Plus} className={pending ? "animate-spin" : undefined} />
        Add addendum
      </Button>
    </Form>
  );
}

/** A signed note: read only, with when it was signed, its addenda (oldest first) and a form for another. */
export function SignedNote({ note }: { note: ClinicalNote }) {
  return (
    <div className="space-y-8">
      <p className="flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950">
        <Icon node={Lock} className="mt-0.5 size-4 shrink-0" />
        <span>
          Signed <AdminWhen iso={note.signedAt!} />. This note is final; add to it with an addendum.
        </span>
      </p>
      <NoteContent content={note.content} />
      <section aria-labelledby="addenda-heading" className="space-y-4">
        <h2 id="addenda-heading" className="text-xl font-semibold text-brand-deep">
          Addenda
        </h2>
        {note.addenda.length === 0 ? (
          <p className="text-muted-foreground">No addenda yet.</p>
        ) : (
          <ol className="space-y-3">
            {note.addenda.map((addendum) => (
              <li key={addendum.id} className="rounded-md border bg-card p-4">
                <p className="text-sm font-medium text-muted-foreground">
                  Added <AdminWhen iso={addendum.createdAt} />
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{addendum.text}</p>
              </li>
            ))}
          </ol>
        )}
        <AddendumForm count={note.addenda.length} />
      </section>
    </div>
  );
}
