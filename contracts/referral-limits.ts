/** The referral's limits and words, in a module of their own so the page's script does not carry the schema. */

/** 5 MB, the spec's limit, counted on the decoded file. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_NOTES_LENGTH = 5000;
export const MAX_TEXT_LENGTH = 200;

export const referralMessages = {
  referrerName: "Please enter your name",
  clinicName: "Please enter your clinic or hospital name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid clinic phone number",
  patientName: "Please enter the patient's name",
  patientEmail: "Please enter a valid patient email address",
  singleFile: "Please upload a single file",
  fileSize: "File size must be less than 5MB",
  fileType: "Only PDF, Word, JPEG and PNG files are accepted",
  fileUnreadable: "The file could not be read. Please choose it again.",
  tooLong: `Please keep this under ${MAX_TEXT_LENGTH} characters`,
  notesTooLong: `Please keep the clinical notes under ${MAX_NOTES_LENGTH} characters`,
} as const;
