import type { Outcome } from "#contracts/form-reply.ts";
import { programmeMessages, type ProgrammePages } from "#contracts/programmes.ts";
import type { AppServices } from "#server/context.ts";
import { patientHeading } from "#server/patients/patient-heading.ts";
import { itemsOfPlaylists } from "#server/playlists/playlist-view.ts";
import { versionsOf } from "#server/programmes/programme-versions.ts";
import {
  createProgramme,
  listProgrammes,
  programmeOf,
  saveProgrammeVersion,
  stopProgramme,
  summaryOf,
} from "#server/programmes/programmes.ts";
import { item, validId } from "./page-items.ts";
import { outcomeOf } from "./page-writes.ts";

const noSuchProgramme = { ok: false, refusal: { status: 404, error: programmeMessages.notFound } } as const;

/** The admin pages' programmes (contracts/programmes.ts), for routes/admin/patient-programme*. */
export function programmePages(services: AppServices, clientAddress: string): ProgrammePages {
  const { db } = services.database;
  const audit = { clientAddress };
  const write = <T>(patientId: string, programmeId: string, run: () => Promise<T>): Promise<Outcome<T>> =>
    validId(patientId) && validId(programmeId) ? outcomeOf(run) : Promise.resolve(noSuchProgramme);
  return {
    list: (patientId) =>
      item(patientId, async (id) => {
        const patient = await patientHeading(db, id);
        return patient && { patient, programmes: await listProgrammes(db, id) };
      }),
    create: (patientId, payload) => write(patientId, patientId, () => createProgramme(db, patientId, payload, audit)),
    programme: async (patientId, programmeId) => {
      if (!validId(patientId) || !validId(programmeId)) return null;
      const [patient, row] = await Promise.all([patientHeading(db, patientId), programmeOf(db, patientId, programmeId)]);
      if (!patient || !row) return null;
      const versions = (await versionsOf(db, [row.id])).get(row.id)!;
      const draft = row.draftPlaylistId === null ? [] : (await itemsOfPlaylists(db, [row.draftPlaylistId])).get(row.draftPlaylistId)!;
      return { patient, programme: { ...summaryOf(row, versions), draftPlaylistId: row.draftPlaylistId }, draft, versions };
    },
    saveVersion: (patientId, programmeId, payload) =>
      write(patientId, programmeId, () =>
        saveProgrammeVersion({ db, mail: services.mail, publicUrl: services.config.publicUrl }, patientId, programmeId, payload, audit),
      ),
    stop: (patientId, programmeId) => write(patientId, programmeId, () => stopProgramme(db, patientId, programmeId, audit)),
  };
}
