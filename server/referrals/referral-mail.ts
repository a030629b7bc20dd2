import { initialsOf } from "#core/initials.ts";
import { practice } from "#core/practice.ts";
import type { Referral } from "#contracts/referral.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import type { OutgoingMail } from "#integrations/mail/outgoing-mail.ts";
import { REFERRAL_FILE_REF } from "./referral-files.ts";

export interface StoredDocument {
  /** The referral_files row: the outbox references it, and the mail worker decrypts it at send time. */
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The referral, whole, for the practice mailbox; replies go to the referrer. */
export function practiceReferralMail(referral: Referral, document: StoredDocument | null, practiceMailbox: string): OutgoingMail {
  const { html, text } = renderMail({
    preheader: `${referral.referrerName} (${referral.clinicName}) referred a patient${document ? ", with a document" : ""}.`,
    heading: "New patient referral",
    paragraphs: [
      `${referral.referrerName} of ${referral.clinicName} has referred a patient through the referral portal.` +
        (document ? " Their document is attached." : " No document was attached."),
      "This message contains health information. Keep it within the practice's records.",
    ],
    details: [
      { label: "Referrer", value: referral.referrerName },
      { label: "Clinic/Hospital", value: referral.clinicName },
      { label: "Referrer email", value: referral.email },
      { label: "Clinic phone", value: referral.phone },
      { label: "Patient", value: referral.patientName },
      { label: "Patient email", value: referral.patientEmail },
      { label: "Clinical notes", value: referral.notes === "" ? "None given" : referral.notes },
      { label: "Document", value: document ? `${document.filename} (${formatSize(document.sizeBytes)})` : "None" },
      { label: "Joins the network", value: referral.joinNetwork ? "Yes: send educational material" : "No" },
    ],
  });
  return {
    kind: "referral-practice",
    to: practiceMailbox,
    replyTo: referral.email,
    // The subject travels further than the body (mail lists, notifications): no patient name in it.
    subject: `New referral from ${referral.referrerName}, ${referral.clinicName}`,
    text,
    html,
    attachments: document
      ? [{ filename: document.filename, contentType: document.contentType, ref: { type: REFERRAL_FILE_REF, id: document.id } }]
      : [],
  };
}

/**
 * The referrer's acknowledgement. It names the patient by initials only and never carries the clinical
 * notes, the patient's address or the document's name (which often holds the patient's name).
 */
export function referrerAcknowledgementMail(referral: Referral, hasDocument: boolean): OutgoingMail {
  const initials = initialsOf(referral.patientName);
  const { html, text } = renderMail({
    preheader: `We have received your referral for patient ${initials}.`,
    heading: "Referral received",
    paragraphs: [
      `Dear ${referral.referrerName},`,
      `Thank you for referring your patient ${initials} to ${practice.practitionerName}. Your referral${hasDocument ? " and its document have" : " has"} been received securely by our team.`,
      "We will contact your patient to arrange a telehealth consultation and, with their consent, keep you informed of their progress.",
      `If anything is urgent or you need to add information, reply to this email or call us on ${practice.phoneDisplay}.`,
      ...(referral.joinNetwork
        ? ["You also asked to join our professional network: we will send you educational material from time to time."]
        : []),
    ],
    details: [
      { label: "Patient", value: initials },
      { label: "Document received", value: hasDocument ? "Yes" : "No" },
    ],
  });
  return {
    kind: "referral-ack",
    to: referral.email,
    replyTo: practice.email,
    subject: `Referral received: patient ${initials}`,
    text,
    html,
  };
}
