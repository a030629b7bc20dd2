/**
 * The notice (CANCELLATION_NOTICE_HOURS) in the words every page, mail and the FAQ use, so that what they
 * say is what core/booking/notice-rule.ts enforces. Always in hours: the rule counts elapsed hours, and
 * "3 days" would read as calendar days across a daylight-saving change.
 */
export function noticeDuration(hours: number): string {
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** "24 hours' notice" (the possessive of noticeDuration). */
export function noticePhrase(hours: number): string {
  return hours === 1 ? "1 hour's notice" : `${hours} hours' notice`;
}
