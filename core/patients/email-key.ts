/**
 * The key a patient's record is found by (docs/decisions/0046): the address trimmed and in lower case. The
 * local part is case-sensitive in principle, never in practice; dots and "+tags" are kept, since only some
 * providers ignore them and two people must never share a record. The migration's backfill applies the same
 * rule in SQL (lower(btrim(email))).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
