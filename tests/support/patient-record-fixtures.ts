import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailKey } from "#core/patients/email-key.ts";
import type { Database } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomVisits } from "#db/schema/consultation-rooms.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { exercises } from "#db/schema/exercises.ts";
import { clinicalNoteAddenda, clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { patients, patientSessions } from "#db/schema/patients.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { playlistItems, playlists } from "#db/schema/playlists.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { programmes, programmeSessions, programmeVersions } from "#db/schema/programmes.ts";
import { receipts } from "#db/schema/receipts.ts";
import { referralFiles, referrals } from "#db/schema/referrals.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import type { AppServices } from "#server/context.ts";
import { REFERRAL_FILE_REF, sha256Hex } from "#server/referrals/referral-files.ts";
import { samplePdf } from "./sample-documents.ts";

type RecordServices = Pick<AppServices, "referralFiles" | "referralNotes" | "healthRecords"> & { database: { db: Database } };

const DAY_MS = 86_400_000;
const days = (at: Date, count: number) => new Date(at.getTime() + count * DAY_MS);

/** An intake's answers and a note's content as their own schemas might hold them: nested, listed, dated. */
export const sampleIntakeAnswers = {
  whichKnee: "left",
  injuryDate: "2026-01-10",
  mechanismOfInjury: "Pivoted on the left knee playing netball",
  surgery: { had: true, date: "2026-02-02", graftType: "patellar-tendon" },
  medications: ["Panadol Osteo"],
  emergencyContact: { name: "Alex Example", phone: "0400 999 888" },
};
export const sampleNoteContent = {
  subjective: "Knee feels stable on stairs",
  objective: { rangeOfMotion: [{ movement: "flexion", degrees: 128 }], quadsLag: false },
  assessment: "On track for week 12",
  plan: "Progress to single-leg press",
};

/** What one seeded record made: its ids, its document's storage key, its exercise programme. */
export interface SeededRecord {
  patientId: string;
  appointmentIds: string[];
  referralId: string;
  documentKey: string;
  intakeId: string;
  noteId: string;
  playlistId: number;
  programmeId: string;
  email: string;
}

let seededSlots = 0;

/**
 * A patient's whole record as the site makes it, every date `lastAt` or earlier (the latest thing is the
 * clinical note's addendum): a completed and fully paid consultation with its receipts and room visits, a
 * cancelled one refunded with a credit note, a referral with sealed notes and an encrypted document, a
 * contact message, a sealed intake, a signed note with an addendum, a playlist in the account with a logged
 * session, a prescribed programme with a version and a sealed played session, a sign-in session, audit events and mail. Health information is sealed with the services' keys.
 */
export async function seedPatientRecord(
  services: RecordServices,
  { name, email, lastAt = new Date() }: { name: string; email: string; lastAt?: Date },
): Promise<SeededRecord> {
  const { db } = services.database;
  const firstAt = days(lastAt, -60);
  const [patient] = await db
    .insert(patients)
    .values({ name, email, emailKey: emailKey(email), phone: "0400 123 456", createdAt: firstAt, updatedAt: firstAt })
    .returning();
  const patientId = patient!.id;

  // Each record's consultations on their own times: the calendar refuses two confirmed ones overlapping.
  const slot = seededSlots++ % 100;
  const start = new Date(days(lastAt, -30).getTime() + slot * 3 * 3_600_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [held] = await db
    .insert(appointments)
    .values({
      status: "confirmed",
      name,
      email,
      phone: "0400 123 456",
      notes: "Left ACL reconstruction in February",
      patientTimeZone: "Australia/Perth",
      patientId,
      startAt: start,
      endAt: end,
      blockedUntil: end,
      paymentProvider: "test",
      paymentOrderId: `ORDER-${randomUUID()}`,
      depositCents: 9_000,
      depositPaidAt: days(firstAt, 1),
      balanceCents: 9_000,
      balancePaidAt: days(start, 1),
      consultationCompletedAt: end,
      createdAt: days(firstAt, 1),
      updatedAt: days(start, 1),
    })
    .returning();
  const [cancelled] = await db
    .insert(appointments)
    .values({
      status: "cancelled",
      name,
      email,
      phone: "0400 123 456",
      patientId,
      startAt: days(start, 7),
      endAt: days(end, 7),
      blockedUntil: days(end, 7),
      paymentProvider: "test",
      paymentOrderId: `ORDER-${randomUUID()}`,
      depositCents: 9_000,
      depositPaidAt: days(start, 2),
      cancelledAt: days(start, 3),
      createdAt: days(start, 2),
      updatedAt: days(start, 3),
    })
    .returning();
  const appointmentIds = [held!.id, cancelled!.id];
  await db.insert(paymentOrders).values([
    {
      provider: "test",
      providerOrderId: held!.paymentOrderId,
      amountCents: 9_000,
      currency: "AUD",
      status: "captured",
      appointmentId: held!.id,
      redeemedAppointmentId: held!.id,
      captureId: `CAPTURE-${randomUUID()}`,
      createdAt: days(firstAt, 1),
      updatedAt: days(firstAt, 1),
    },
    {
      provider: "test",
      providerOrderId: cancelled!.paymentOrderId,
      amountCents: 9_000,
      currency: "AUD",
      status: "captured",
      appointmentId: cancelled!.id,
      redeemedAppointmentId: cancelled!.id,
      createdAt: days(start, 2),
      updatedAt: days(start, 2),
    },
  ]);
  await db
    .insert(receipts)
    .values({ appointmentId: held!.id, kind: "deposit", amountCents: 9_000, method: "test", issuedAt: days(firstAt, 1) });
  await db
    .insert(receipts)
    .values({ appointmentId: held!.id, kind: "balance", amountCents: 9_000, method: "test", issuedAt: days(start, 1) });
  const [cancelledDeposit] = await db
    .insert(receipts)
    .values({ appointmentId: cancelled!.id, kind: "deposit", amountCents: 9_000, method: "test", issuedAt: days(start, 2) })
    .returning();
  await db.insert(receipts).values({
    appointmentId: cancelled!.id,
    kind: "refund",
    amountCents: 9_000,
    method: "test",
    issuedAt: days(start, 3),
    creditsReceiptNumber: cancelledDeposit!.number,
  });
  await db.insert(depositRefunds).values({
    appointmentId: cancelled!.id,
    provider: "test",
    captureId: `CAPTURE-${randomUUID()}`,
    amountCents: 9_000,
    currency: "AUD",
    requestId: `refund-${randomUUID()}`,
    status: "completed",
    providerRefundId: `REFUND-${randomUUID()}`,
    createdAt: days(start, 3),
    completedAt: days(start, 3),
  });
  await db.insert(consultationRoomVisits).values([
    { appointmentId: held!.id, role: "patient", connectionId: randomUUID(), joinedAt: start, leftAt: end },
    { appointmentId: held!.id, role: "practitioner", connectionId: randomUUID(), joinedAt: start, leftAt: end },
  ]);

  const referralId = randomUUID();
  const document = samplePdf(`Operation report for ${name}`);
  const documentKey = await services.referralFiles.put(document);
  await db.insert(referrals).values({
    id: referralId,
    referrerName: "Dr Priya Nair",
    clinicName: "Northside Sports Medicine",
    referrerEmail: "priya@northside.example",
    referrerPhone: "03 9123 4567",
    patientName: name,
    patientEmail: email,
    clinicalNotes: services.referralNotes.seal(referralId, `Referral notes for ${name}: hamstring graft, quads lag.`),
    patientId,
    createdAt: firstAt,
  });
  const [file] = await db
    .insert(referralFiles)
    .values({
      referralId,
      filename: "operation-report.pdf",
      contentType: "application/pdf",
      sizeBytes: document.length,
      sha256: sha256Hex(document),
      storageKey: documentKey,
      createdAt: firstAt,
    })
    .returning();

  const [message] = await db
    .insert(contactMessages)
    .values({ name, email, subject: "Question about my rehab", message: `Hello from ${name}`, patientId, createdAt: days(firstAt, 2) })
    .returning();

  const intakeId = randomUUID();
  await db.insert(patientIntakes).values({
    id: intakeId,
    patientId,
    answersSealed: services.healthRecords.seal("intake", intakeId, sampleIntakeAnswers),
    consentVersion: "2026-11",
    consentedAt: days(firstAt, 3),
    submittedAt: days(firstAt, 3),
    createdAt: days(firstAt, 2),
    updatedAt: days(firstAt, 3),
  });
  const noteId = randomUUID();
  await db.insert(clinicalNotes).values({
    id: noteId,
    patientId,
    appointmentId: held!.id,
    contentSealed: services.healthRecords.seal("clinical-note", noteId, sampleNoteContent),
    signedAt: end,
    createdAt: start,
    updatedAt: end,
  });
  const addendumId = randomUUID();
  await db.insert(clinicalNoteAddenda).values({
    id: addendumId,
    noteId,
    contentSealed: services.healthRecords.seal("note-addendum", addendumId, { text: "Swelling settled the next day" }),
    createdAt: lastAt,
  });

  const exercise = await anyExercise(db);
  const [playlist] = await db
    .insert(playlists)
    .values({ ownerKind: "patient", ownerId: patientId, name: `Week 12 programme of ${name}`, createdAt: start, updatedAt: start })
    .returning();
  await db
    .insert(playlistItems)
    .values({ playlistId: playlist!.id, position: 1, exerciseId: exercise.id, sets: 3, reps: 12, side: "left" });
  await db.insert(playlistSessions).values({
    playlistId: playlist!.id,
    ownerKind: "patient",
    ownerId: patientId,
    activeSeconds: 1_260,
    completedCount: 1,
    totalCount: 1,
    effort: 6,
    pain: 2,
    endedAt: days(start, 1),
  });
  const programmeId = await seedProgramme(services, patientId, exercise.id, start);
  await db.insert(patientSessions).values({ idHash: randomUUID(), patientId, expiresAt: days(lastAt, 30), createdAt: start });

  await db.insert(auditEvents).values([
    { action: "intake.read", actor: "admin", patientId, at: days(firstAt, 4) },
    { action: "appointment.completed", actor: "admin", appointmentId: held!.id, at: end },
    { action: "referral.handled", actor: "admin", details: { referralId }, at: days(firstAt, 1) },
    { action: "message.handled", actor: "admin", details: { messageId: message!.id }, at: days(firstAt, 3) },
  ]);
  await db.insert(mailOutbox).values([
    mail({ kind: "booking-confirmation", toAddress: email, subject: "Booking confirmed" }),
    mail({ kind: "booking-practice-notification", toAddress: "practice@example.com", replyTo: email, subject: `New booking: ${name}` }),
    mail({
      kind: "referral-practice",
      toAddress: "practice@example.com",
      replyTo: "priya@northside.example",
      subject: "New referral from Dr Priya Nair, Northside Sports Medicine",
      attachments: [{ filename: "operation-report.pdf", contentType: "application/pdf", ref: { type: REFERRAL_FILE_REF, id: file!.id } }],
    }),
  ]);

  return { patientId, appointmentIds, referralId, documentKey, intakeId, noteId, playlistId: playlist!.id, programmeId, email };
}

/**
 * A prescribed programme (docs/decisions/0050) as the practitioner's pages make it: its draft, version 1 with
 * its own playlist (items first: the saved version's items are frozen), and a session played of it, sealed.
 */
async function seedProgramme(services: RecordServices, patientId: string, exerciseId: number, at: Date): Promise<string> {
  const { db } = services.database;
  const [programme] = await db.insert(programmes).values({ patientId, title: "Knee strength", createdAt: at }).returning();
  const owner = { ownerKind: "programme", ownerId: programme!.id, name: "Knee strength", createdAt: at, updatedAt: at };
  const [draft, saved] = await db.insert(playlists).values([owner, owner]).returning();
  await db.update(programmes).set({ draftPlaylistId: draft!.id }).where(eq(programmes.id, programme!.id));
  const item = { position: 0, exerciseId, sets: 4, reps: 8, load: "5 kg", notes: "Slow on the way down" };
  await db.insert(playlistItems).values([
    { ...item, playlistId: draft!.id },
    { ...item, playlistId: saved!.id },
  ]);
  const [version] = await db
    .insert(programmeVersions)
    .values({
      programmeId: programme!.id,
      number: 1,
      playlistId: saved!.id,
      phase: "Early strength",
      daysPerWeek: 4,
      startsOn: "2026-03-02",
      createdAt: at,
      notifiedAt: at,
    })
    .returning();
  const sessionId = randomUUID();
  const log = { activeSeconds: 900, completedCount: 1, totalCount: 1, skippedItemIds: [], effort: 5, pain: 3 };
  await db.insert(programmeSessions).values({
    id: sessionId,
    versionId: version!.id,
    patientId,
    logSealed: services.healthRecords.seal("programme-session", sessionId, log),
    endedAt: days(at, 2),
  });
  return programme!.id;
}

async function anyExercise(db: Database): Promise<{ id: number }> {
  const [first] = await db.select({ id: exercises.id }).from(exercises).limit(1);
  if (first) return first;
  await seedExerciseLibrary(db);
  return anyExercise(db);
}

function mail(row: Partial<typeof mailOutbox.$inferInsert> & { kind: string; toAddress: string; subject: string }) {
  return { textBody: row.subject, htmlBody: `<p>${row.subject}</p>`, status: "sent" as const, sentAt: new Date(), ...row };
}
