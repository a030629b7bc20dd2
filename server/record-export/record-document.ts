import { kindOfContentType, type DocumentKind } from "#core/document-type.ts";
import { fieldRows, keyWords, melbourneWhen, plainValue, type LabelledValue } from "#core/patients/labelled-values.ts";
import { practice } from "#core/practice.ts";
import { paymentMethodName, receiptAmount, receiptTitle } from "#core/receipts/receipt-content.ts";
import { formatCalendarDay, formatLongDate } from "#core/scheduling/melbourne-time.ts";
import type { RecordExport } from "#contracts/record-export.ts";
import { instrumentById } from "#core/outcomes/instruments.ts";
import { openWindowWords, timepointLabels, type Timepoint } from "#core/outcomes/schedule.ts";

/** One item of a section (an appointment, a note): its own heading and its labelled values. */
export interface DocumentBlock {
  heading?: string;
  rows: LabelledValue[];
}

export interface DocumentSection {
  heading: string;
  blocks: DocumentBlock[];
  /** What the section says when the record holds nothing of its kind. */
  empty: string;
}

/** The patient's copy of their record: a title, a few words on what it is, then its sections. */
export interface RecordDocument {
  title: string;
  introduction: string[];
  sections: DocumentSection[];
}

type Appointment = RecordExport["appointments"][number];

const when = (iso: string | null) => (iso ? melbourneWhen(new Date(iso)) : "Not yet");
const dayOf = (iso: string) => formatLongDate(new Date(iso));
const row = (label: string, value: string): LabelledValue => ({ label, value, depth: 0 });
const rowIf = (label: string, value: string | null | undefined): LabelledValue[] => (value ? [row(label, value)] : []);

const statusWords: Record<Appointment["status"], string> = {
  held: "Time held, not paid",
  awaiting_time: "Deposit paid, time still to choose",
  confirmed: "Booked",
  cancelled: "Cancelled",
  expired: "Time held but not paid: lapsed",
};

const documentWords: Record<DocumentKind, string> = {
  pdf: "PDF document",
  jpeg: "JPEG image",
  png: "PNG image",
  doc: "Word document",
  docx: "Word document",
};

const roleWords: Record<string, string> = { patient: "You", practitioner: practice.practitionerName };
const actorWords: Record<string, string> = { admin: practice.practitionerName, patient: "You", system: "The website" };

function documentType(contentType: string): string {
  const kind = kindOfContentType(contentType);
  return kind ? documentWords[kind] : contentType;
}

function appointmentBlock(appointment: Appointment): DocumentBlock {
  const deposit = appointment.depositCents === null ? null : receiptAmount(appointment.depositCents);
  const balance = appointment.balanceCents === null ? null : receiptAmount(appointment.balanceCents);
  return {
    heading: appointment.startAt ? when(appointment.startAt) : "Consultation, no time chosen yet",
    rows: [
      row("Status", statusWords[appointment.status]),
      row("Booked on", when(appointment.createdAt)),
      ...rowIf("Consultation held", appointment.consultationCompletedAt && when(appointment.consultationCompletedAt)),
      ...rowIf("Cancelled on", appointment.cancelledAt && when(appointment.cancelledAt)),
      ...rowIf("Notes you gave", appointment.notes),
      ...rowIf("Deposit", deposit && `${deposit}, ${appointment.depositPaidAt ? `paid ${when(appointment.depositPaidAt)}` : "not paid"}`),
      ...rowIf("Balance", balance && `${balance}, ${appointment.balancePaidAt ? `paid ${when(appointment.balancePaidAt)}` : "not paid"}`),
      ...appointment.receipts.map((receipt) =>
        row(
          receiptTitle(receipt.kind),
          `${receipt.reference}, ${receiptAmount(receipt.amountCents)}, ${when(receipt.issuedAt)}${receipt.creditsReference ? `, credits ${receipt.creditsReference}` : ""}`,
        ),
      ),
      ...appointment.refunds.map((refund) =>
        row(
          "Refund",
          `${receiptAmount(refund.amountCents)}, ${refund.status === "completed" ? `made ${when(refund.completedAt)}` : "under way"}${refund.providerRefundId ? `, reference ${refund.providerRefundId}` : ""}`,
        ),
      ),
      ...appointment.payments.map((payment) =>
        row(
          "Payment reference",
          `${keyWords(payment.purpose)}: ${payment.providerOrderId ?? payment.id}, ${paymentMethodName(payment.provider)}, ${plainValue(payment.status).toLowerCase()}`,
        ),
      ),
      ...appointment.roomVisits.map((visit) =>
        row("In the video room", `${roleWords[visit.role] ?? keyWords(visit.role)}: ${when(visit.joinedAt)} until ${when(visit.leftAt)}`),
      ),
    ],
  };
}

function exerciseItem(item: RecordExport["playlists"][number]["items"][number]): string {
  const dosage = [
    item.sets !== null && `${item.sets} sets`,
    item.reps !== null && `${item.reps} repetitions`,
    item.holdSeconds !== null && `hold ${item.holdSeconds} s`,
    item.restSeconds !== null && `rest ${item.restSeconds} s`,
    item.side !== null && `${item.side} side`,
    item.load !== null && `load ${item.load}`,
  ].filter(Boolean);
  return [item.exercise, dosage.join(", "), item.notes].filter(Boolean).join(". ");
}

/** A played session in words: what was done, for how long, how it felt. */
function sessionWords(session: Omit<RecordExport["sessionLogs"][number], "playlistId">): string {
  return [
    `${session.completedCount} of ${session.totalCount} exercises`,
    `${Math.round(session.activeSeconds / 60)} minutes active`,
    session.effort !== null && `effort ${session.effort} out of 10`,
    session.pain !== null && `pain ${session.pain} out of 10`,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The words of the patient's copy (docs/decisions/0049): every section of the JSON export, its values in
 * plain words; the intake's answers and the notes' contents printed field by field whatever their schemas
 * hold (core/patients/labelled-values.ts).
 */
export function recordDocument(record: RecordExport): RecordDocument {
  const { patient } = record;
  const lastKeptDay = new Date(Date.parse(record.retention.deletableFrom) - 1);
  return {
    title: "Your health record",
    introduction: [
      `Everything ${practice.siteName} holds about ${patient.name}, as at ${when(record.exportedAt)}.`,
      "Times are Melbourne time.",
      `To ask for a correction, email ${practice.email} or call ${practice.phoneDisplay}. We reply within 30 days.`,
    ],
    sections: [
      {
        heading: "Your details",
        empty: "",
        blocks: [
          {
            rows: [
              row("Name", patient.name),
              row("Email", patient.email),
              row("Phone", patient.phone ?? "Not given"),
              row("Record started", when(patient.createdAt)),
              ...patient.mergedRecords.map((merged) => row("Also recorded as", `${merged.name}, ${merged.email}`)),
            ],
          },
        ],
      },
      { heading: "Appointments and payments", empty: "No appointments.", blocks: record.appointments.map(appointmentBlock) },
      {
        heading: "Intake and telehealth consent",
        empty: "No intake form.",
        blocks: record.intakes.map((intake) => ({
          heading: intake.submittedAt ? `Intake sent ${when(intake.submittedAt)}` : `Intake started ${when(intake.createdAt)}, not sent`,
          rows: [
            row("Last saved", when(intake.updatedAt)),
            row(
              "Telehealth consent",
              intake.consentedAt ? `Given ${when(intake.consentedAt)} (version ${intake.consentVersion ?? "not recorded"})` : "Not given",
            ),
            ...fieldRows(intake.answers),
          ],
        })),
      },
      {
        heading: "Clinical notes",
        empty: "No clinical notes.",
        blocks: record.clinicalNotes.flatMap((note) => [
          {
            heading: `Note of ${dayOf(appointmentStart(record, note.appointmentId) ?? note.createdAt)}`,
            rows: [row("Signed", note.signedAt ? when(note.signedAt) : "Not signed: a draft"), ...fieldRows(note.content)],
          },
          ...note.addenda.map((addendum) => ({ heading: `Addendum of ${when(addendum.createdAt)}`, rows: fieldRows(addendum.content) })),
        ]),
      },
      {
        heading: "Referrals",
        empty: "No referrals.",
        blocks: record.referrals.map((referral) => ({
          heading: `Referral from ${referral.referrerName}, ${referral.clinicName}`,
          rows: [
            row("Received", when(referral.createdAt)),
            row("Referrer's email", referral.referrerEmail),
            row("Referrer's phone", referral.referrerPhone),
            row("Patient named", `${referral.patientName}, ${referral.patientEmail}`),
            row("Clinical notes", referral.clinicalNotes || "None given"),
            row("Document", referral.document ? `${referral.document.filename} (${documentType(referral.document.contentType)})` : "None"),
          ],
        })),
      },
      {
        heading: "Messages",
        empty: "No messages.",
        blocks: record.contactMessages.map((message) => ({
          heading: message.subject,
          rows: [row("Sent", when(message.createdAt)), row("From", `${message.name}, ${message.email}`), row("Message", message.message)],
        })),
      },
      {
        heading: "Exercise programmes",
        empty: "No exercise programmes.",
        blocks: record.playlists.map((playlist) => ({
          heading: playlist.name,
          rows: [
            ...rowIf("Description", playlist.description),
            row("Made", when(playlist.createdAt)),
            ...playlist.items.map((item) => row(`Exercise ${item.position}`, exerciseItem(item))),
          ],
        })),
      },
      {
        heading: "Exercise sessions logged",
        empty: "No exercise sessions logged.",
        blocks: record.sessionLogs.length
          ? [
              {
                rows: record.sessionLogs.map((session) =>
                  row(dayOf(session.endedAt), `${programmeName(record, session.playlistId)}: ${sessionWords(session)}`),
                ),
              },
            ]
          : [],
      },
      {
        heading: "Programmes prescribed to you",
        empty: "No programmes prescribed.",
        blocks: record.programmes.flatMap((programme) =>
          programme.versions.map((version) => ({
            heading: `${programme.title}, version ${version.number}`,
            rows: [
              row("Phase", version.phase),
              row("Days a week", String(version.daysPerWeek)),
              row("Starts", formatCalendarDay(version.startsOn)),
              ...rowIf("Review", version.reviewOn && formatCalendarDay(version.reviewOn)),
              row("Saved", when(version.savedAt)),
              ...version.items.map((item) => row(`Exercise ${item.position}`, exerciseItem(item))),
              ...programme.sessions
                .filter((session) => session.versionNumber === version.number)
                .map((session) => row(`Session ${dayOf(session.endedAt)}`, sessionWords(session))),
            ],
          })),
        ),
      },
      {
        heading: "Questionnaires",
        empty: "No questionnaires.",
        blocks: record.questionnaires.map(questionnaireBlock),
      },
      {
        heading: "Who has opened or changed your record",
        empty: "Nothing recorded.",
        blocks: record.auditEvents.length
          ? [
              {
                rows: record.auditEvents.map((event) =>
                  row(keyWords(event.action.replace(/\./g, " ")), `${when(event.at)}, by ${actorWords[event.actor] ?? event.actor}`),
                ),
              },
            ]
          : [],
      },
      {
        heading: "How long we keep your record",
        empty: "",
        blocks: [
          {
            rows: [
              row("Kept until at least", formatLongDate(lastKeptDay)),
              row(
                "Why",
                `Victoria's Health Records Act 2001 (Health Privacy Principle 4.2) asks us to keep health records for 7 years after the last time we provided you a service (for a child, until they turn 25). Your record's last entry was on ${dayOf(record.retention.lastActivityAt)}.`,
              ),
            ],
          },
        ],
      },
    ],
  };
}

/** A questionnaire asked: when it was open, whether it was sent, and each answer in the form's words. */
function questionnaireBlock(questionnaire: RecordExport["questionnaires"][number]): DocumentBlock {
  const instrument = instrumentById(questionnaire.instrumentId);
  const timepoint = timepointLabels[questionnaire.timepoint as Timepoint] ?? questionnaire.timepoint;
  const { response } = questionnaire;
  const state = response?.submittedAt
    ? `Sent ${when(response.submittedAt)}`
    : questionnaire.cancelledAt
      ? `Withdrawn ${when(questionnaire.cancelledAt)}`
      : response
        ? "Started, not sent"
        : "Not answered";
  const answers = Object.entries(response?.answers ?? {}).map(([itemId, answer]) => {
    const item = instrument?.items.find((each) => each.id === itemId);
    return row(item?.text ?? item?.topic ?? itemId, answer === null ? "Left blank" : (item?.options[answer]?.label ?? String(answer)));
  });
  return {
    heading: `${instrument?.name ?? questionnaire.instrumentId}: ${timepoint}`,
    rows: [row("Open", openWindowWords(questionnaire)), row("State", state), ...answers],
  };
}

function appointmentStart(record: RecordExport, appointmentId: string | null): string | null {
  return record.appointments.find((appointment) => appointment.id === appointmentId)?.startAt ?? null;
}

function programmeName(record: RecordExport, playlistId: number): string {
  return record.playlists.find((playlist) => playlist.id === playlistId)?.name ?? "A programme";
}
