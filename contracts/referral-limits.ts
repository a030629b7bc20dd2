/** The referral's limits, in a module of their own so the page's first load does not carry the schema. */

/** 5 MB, the spec's limit, counted on the decoded file. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_NOTES_LENGTH = 5000;
export const MAX_TEXT_LENGTH = 200;
