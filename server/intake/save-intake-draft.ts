import { eq } from "drizzle-orm";
import type { IntakeAnswers, IntakeDraft, IntakeRecord, IntakeSaved } from "#contracts/intake.ts";
import type { IntakeField } from "#contracts/intake-form.ts";
import type { Database } from "#db/client.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { InvalidInputError } from "#server/errors.ts";
import { auditIntake, intakeRowsOf, lockPatient, openIntake, type IntakeAccessor, type IntakeServices } from "./intake-records.ts";
import { consentToAgree } from "./telehealth-consent.ts";

export const consentChangedMessage =
  "The practice's telehealth consent has changed since this page was opened. Please read it again and tick the box.";

type Consent = IntakeRecord["consent"];

/**
 * Saves what the patient has answered so far (a step of the form, or the whole of it): `fields` are the ones
 * this change answers, each one left out of `draft` is cleared; the others keep what was saved. One current
 * intake per patient, the latest: a draft is changed in place; after a submission, a change starts a new draft
 * from the submitted answers (the submitted one is kept as it was), and no change at all leaves it be.
 */
export async function saveIntakeDraft(
  services: IntakeServices,
  who: IntakeAccessor,
  draft: IntakeDraft,
  fields: readonly IntakeField[],
  now = new Date(),
): Promise<IntakeSaved> {
  const { database, healthRecords: cipher } = services;
  return database.db.transaction(async (tx) => {
    await lockPatient(tx, who.patientId);
    const [latest] = await intakeRowsOf(tx, who.patientId);
    const before = latest ? openIntake(cipher, latest) : null;
    const answers = mergeAnswers(before?.answers ?? {}, draft, fields);
    const consent = fields.includes("telehealthConsent")
      ? await consentOf(tx, before?.consent ?? null, draft, now)
      : (before?.consent ?? null);
    if (before?.submittedAt && sameIntake(before, answers, consent)) return { intakeId: before.id, savedAt: before.updatedAt };

    const stored = {
      consentVersion: consent ? String(consent.version) : null,
      consentedAt: consent ? new Date(consent.at) : null,
      updatedAt: now,
    };
    let intakeId: string;
    if (latest && !latest.submittedAt) {
      intakeId = latest.id;
      await tx
        .update(patientIntakes)
        .set({ answersSealed: cipher.seal("intake", intakeId, answers), ...stored })
        .where(eq(patientIntakes.id, intakeId));
    } else {
      intakeId = crypto.randomUUID();
      await tx.insert(patientIntakes).values({
        id: intakeId,
        patientId: who.patientId,
        answersSealed: cipher.seal("intake", intakeId, answers),
        createdAt: now,
        ...stored,
      });
    }
    await auditIntake(tx, who, "intake.saved", { intakeId });
    return { intakeId, savedAt: now.toISOString() };
  });
}

/** The saved answers with this change's fields replaced: answered, or cleared when left out. */
export function mergeAnswers(previous: IntakeAnswers, draft: IntakeDraft, fields: readonly IntakeField[]): IntakeAnswers {
  const merged: Record<string, unknown> = { ...previous };
  for (const field of fields) {
    if (field === "telehealthConsent" || field === "consentVersion") continue;
    if (draft[field] === undefined) delete merged[field];
    else merged[field] = draft[field];
  }
  return merged as IntakeAnswers;
}

/**
 * The consent as this change gives it: none when the box is not ticked; else the version shown beside the box,
 * which must be the current one (the practice may have published another since the page was opened). Agreeing
 * again to the same version keeps the time it was first given.
 */
async function consentOf(tx: Database, previous: Consent, draft: IntakeDraft, now: Date): Promise<Consent> {
  if (draft.telehealthConsent !== true) return null;
  const current = await consentToAgree(tx);
  const version = draft.consentVersion ?? current.version;
  if (version !== current.version) throw new InvalidInputError(consentChangedMessage, { telehealthConsent: consentChangedMessage });
  return previous?.version === version ? previous : { version, at: now.toISOString() };
}

/** The same answers (whatever their order) and the same consent. */
function sameIntake(record: IntakeRecord, answers: IntakeAnswers, consent: Consent): boolean {
  const canonical = (value: object) => JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return canonical(record.answers) === canonical(answers) && record.consent?.version === consent?.version;
}
