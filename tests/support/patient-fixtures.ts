import { randomUUID } from "node:crypto";
import { emailKey } from "#core/patients/email-key.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { patients, patientSessions, patientSignInLinks } from "#db/schema/patients.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { reportConsents } from "#db/schema/outcomes.ts";
import { exerciseReminders, programmes, programmeSessions, programmeVersions } from "#db/schema/programmes.ts";
import { playlists } from "#db/schema/playlists.ts";
import { referrals } from "#db/schema/referrals.ts";

/** A live record for the patient tests; its email is `<label>@example.com` unless given. */
export async function makePatient(db: Database, label: string, email = `${label}@example.com`): Promise<string> {
  const [row] = await db
    .insert(patients)
    .values({ name: `Patient ${label}`, email, emailKey: emailKey(email) })
    .returning({ id: patients.id });
  return row!.id;
}

/** A referral as the referral form stores it (its notes need no sealing here: nothing opens them). */
export async function makeReferral(db: Database, patientEmail: string, patientId: string | null = null): Promise<string> {
  const [row] = await db
    .insert(referrals)
    .values({
      referrerName: "Dr Priya Raman",
      clinicName: "Northside Orthopaedics",
      referrerEmail: "priya@northside.example",
      referrerPhone: "03 9000 0000",
      patientName: "Referred Patient",
      patientEmail,
      patientId,
    })
    .returning({ id: referrals.id });
  return row!.id;
}

/**
 * Something of every kind a merge moves or ends, belonging to `patientId`: an appointment, a referral, a
 * message, an intake, a draft and a signed note, a session, a sign-in link, a playlist and its session log.
 */
export async function giveEverything(db: Database, patientId: string, label: string): Promise<void> {
  const email = `${label}@example.com`;
  await db.insert(appointments).values({ status: "awaiting_time", name: `Patient ${label}`, email, phone: "0400 000 000", patientId });
  await makeReferral(db, email, patientId);
  await db.insert(contactMessages).values({ name: `Patient ${label}`, email, subject: "A question", message: "Hello", patientId });
  await db.insert(patientIntakes).values({ patientId, answersSealed: "sealed" });
  await db.insert(clinicalNotes).values([
    { patientId, contentSealed: "sealed draft" },
    { patientId, contentSealed: "sealed signed", signedAt: new Date() },
  ]);
  const expiresAt = new Date(Date.now() + 3_600_000);
  await db.insert(patientSessions).values({ idHash: randomUUID(), patientId, expiresAt });
  await db.insert(patientSignInLinks).values({ tokenHash: randomUUID(), patientId, expiresAt });
  const [playlist] = await db
    .insert(playlists)
    .values({ ownerKind: "patient", ownerId: patientId, name: `Programme ${label}` })
    .returning({ id: playlists.id });
  await db.insert(playlistSessions).values({
    playlistId: playlist!.id,
    ownerKind: "patient",
    ownerId: patientId,
    activeSeconds: 600,
    completedCount: 3,
    totalCount: 4,
  });
  const [programme] = await db
    .insert(programmes)
    .values({ patientId, title: `Programme ${label}` })
    .returning({ id: programmes.id });
  const [programmePlaylist] = await db
    .insert(playlists)
    .values({ ownerKind: "programme", ownerId: programme!.id, name: `Programme ${label}` })
    .returning({ id: playlists.id });
  const [version] = await db
    .insert(programmeVersions)
    .values({
      programmeId: programme!.id,
      number: 1,
      playlistId: programmePlaylist!.id,
      phase: "Early",
      daysPerWeek: 3,
      startsOn: "2026-11-02",
    })
    .returning({ id: programmeVersions.id });
  await db.insert(programmeSessions).values({ versionId: version!.id, patientId, logSealed: "sealed log" });
  await db
    .insert(reportConsents)
    .values({ patientId, recipientName: "Dr Surgeon", recipientEmail: "surgeon@example.com", givenBy: "in consultation" });
  await db.insert(exerciseReminders).values({ patientId, weekOf: "2026-11-23" });
}
