import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import { patientParamSchema, type AdminPatientPages } from "#contracts/patients.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import { listPatients, readPatientForAdmin, readPatientHeader } from "#server/patients/admin-patients.ts";
import { correctPatientDetails } from "#server/patients/correct-patient-details.ts";
import { mergePatients } from "#server/patients/merge-patients.ts";
import { createPatientFromReferral, linkReferralToPatient, unlinkReferral } from "#server/patients/referral-patient.ts";
import { weeksSinceSurgery } from "#server/intake/weeks-since-surgery.ts";
import { adherenceFlagsOf, readPatientAdherence } from "#server/programmes/adherence.ts";
import { outcomeOf } from "./page-writes.ts";

const isPatientId = (id: string) => patientParamSchema.safeParse({ id }).success;
const isReferralId = (id: string) => adminItemParamSchema.safeParse({ id }).success;

/** An id that cannot name a record is refused as the API's path check refuses it (400). */
const noSuchItem = { ok: false, refusal: { status: 400, error: "This item does not exist." } } as const;

/** A record by id, or null when the id names none: the page's 404. */
async function record<T>(id: string, read: () => Promise<T>): Promise<T | null> {
  if (!isPatientId(id)) return null;
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The patient pages' slice of the admin page context (contracts/patients.ts): the API's use-cases. */
export function adminPatientPages(services: AppServices, clientAddress: string): AdminPatientPages {
  const { config, database } = services;
  const { db } = database;
  const audit = { actor: "admin" as const, clientAddress };
  const done = (run: () => Promise<unknown>): Promise<Outcome<void>> => outcomeOf(async () => void (await run()));
  return {
    list: (query) => listPatients(db, query, new Date()),
    weeksSinceSurgery: async (patientIds) => Object.fromEntries(await weeksSinceSurgery(services, patientIds.filter(isPatientId), audit)),
    adherenceFlags: async (patientIds) => Object.fromEntries(await adherenceFlagsOf(services, patientIds.filter(isPatientId), audit)),
    adherence: (id) => record(id, () => readPatientAdherence(services, id, audit)),
    header: (id) => record(id, () => readPatientHeader(db, id)),
    overview: (id) => record(id, () => readPatientForAdmin(db, id, config.fees)),
    updateDetails: async (id, details) => (isPatientId(id) ? outcomeOf(() => correctPatientDetails(db, id, details, audit)) : noSuchItem),
    merge: (merge) =>
      outcomeOf(async () => {
        await mergePatients(db, merge, audit);
        return merge.keepId;
      }),
    linkReferral: async (referralId, patientId) =>
      isReferralId(referralId) ? done(() => linkReferralToPatient(db, referralId, patientId, audit)) : noSuchItem,
    unlinkReferral: async (referralId) => (isReferralId(referralId) ? done(() => unlinkReferral(db, referralId, audit)) : noSuchItem),
    createFromReferral: async (referralId) =>
      isReferralId(referralId) ? outcomeOf(() => createPatientFromReferral(db, referralId, audit)) : noSuchItem,
  };
}
