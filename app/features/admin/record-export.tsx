import { Download, Loader2, Save } from "lucide";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormReplyMessage } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";
import { adminFiles } from "#contracts/admin-paths.ts";
import type { RecordExportPage } from "#contracts/record-export.ts";
import { formatLongDate } from "#core/scheduling/melbourne-time.ts";
import { DetailFields } from "./detail-fields.tsx";
import { ReplyNotice } from "./admin-reply.tsx";

const longDate = (iso: string) => formatLongDate(new Date(iso));

/**
 * A patient's record to hand over for an access request (docs/decisions/0049): the PDF for the patient, the
 * JSON file for another system, as plain links the browser saves, so they work before any script has loaded.
 */
export function RecordDownloads({ record }: { record: RecordExportPage }) {
  return (
    <section aria-labelledby="downloads-heading" className="space-y-4">
      <h2 id="downloads-heading" className="text-xl font-semibold text-brand-deep">
        Download the record
      </h2>
      <p>
        A patient may ask for a copy of the health and personal information the practice holds about them: an access request (Australian
        Privacy Principle 12; Health Privacy Principle 6 of Victoria&apos;s Health Records Act). The principles ask for an answer within a
        reasonable time, which the Information Commissioner takes as usually no more than 30 days: answer within 30 days of the request.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={adminFiles.patientRecord(record.patientId, "pdf")} download>
            <Icon node={Download} />
            PDF for the patient
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={adminFiles.patientRecord(record.patientId, "json")} download>
            <Icon node={Download} />
            JSON for another system
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Both hold the whole record, health information included: every download is written to the audit log. The JSON file holds the
        referral documents too.
      </p>
    </section>
  );
}

/** How many of each kind the record holds: counted, never opened. */
export function RecordContents({ counts }: { counts: RecordExportPage["counts"] }) {
  return (
    <section aria-labelledby="contents-heading" className="space-y-4">
      <h2 id="contents-heading" className="text-xl font-semibold text-brand-deep">
        What the record holds
      </h2>
      <DetailFields
        fields={[
          ["Appointments, with their payments and receipts", counts.appointments],
          ["Intake forms", counts.intakes],
          ["Clinical notes, with their addenda", counts.clinicalNotes],
          ["Referrals, with their documents", counts.referrals],
          ["Messages", counts.contactMessages],
          ["Exercise programmes", counts.playlists],
          ["Exercise sessions logged", counts.sessionLogs],
        ]}
      />
      <p className="text-sm text-muted-foreground">And the patient&apos;s details, and who opened or changed the record and when.</p>
    </section>
  );
}

/** How long the record is kept, and the date the practitioner may set for a child (their 25th birthday). */
export function RecordRetention({ record }: { record: RecordExportPage }) {
  const form = useRef<HTMLFormElement>(null);
  const reply = useFormReply();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const error = reply?.fields.keepUntil;
  const lastKeptDay = new Date(Date.parse(record.retention.deletableFrom) - 1).toISOString();
  return (
    <section aria-labelledby="retention-heading" className="space-y-4">
      <h2 id="retention-heading" className="text-xl font-semibold text-brand-deep">
        How long it is kept
      </h2>
      <p>
        Last entry on {longDate(record.retention.lastActivityAt)}. Kept until at least <strong>{longDate(lastKeptDay)}</strong>, then
        deleted by the website: 7 years after the last entry, as Victoria&apos;s Health Records Act 2001 requires (Health Privacy Principle
        4.2), or later when a date is set below.
      </p>
      <Form method="post" ref={form} className="max-w-md space-y-4" noValidate>
        <FormReplyMessage reply={reply} form={form} />
        <div className="grid gap-2">
          <Label htmlFor="keep-until">Keep at least until</Label>
          <p id="keep-until-hint" className="text-sm text-muted-foreground">
            For a patient under 18: the day they turn 25. Leave empty for the 7 years.
          </p>
          <Input
            id="keep-until"
            name="keepUntil"
            type="date"
            className="w-48"
            defaultValue={reply ? reply.values.keepUntil : (record.retention.keepUntil ?? "")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "keep-until-hint keep-until-error" : "keep-until-hint"}
          />
          {error && (
            <p id="keep-until-error" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" disabled={saving}>
          <Icon node={saving ? Loader2 : Save} className={saving ? "animate-spin" : undefined} />
          Save
        </Button>
        <ReplyNotice subject="retention" />
      </Form>
    </section>
  );
}
