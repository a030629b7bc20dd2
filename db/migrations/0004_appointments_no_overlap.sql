-- Decision 7: the database itself refuses a double booking. Rows that occupy the calendar (live or lapsed
-- holds not yet expired, confirmed appointments) of one practitioner may not overlap in
-- [start_at, blocked_until), where blocked_until is the end plus the scheduler's buffer. Adjacent slots
-- ('[)' bounds) are accepted. A lapsed hold is set to 'expired' by the next hold that needs its time, in the
-- same transaction (server/bookings/place-hold.ts), because a constraint cannot look at now().
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("practitioner_id" WITH =, tstzrange("start_at", "blocked_until", '[)') WITH &&)
  WHERE ("status" IN ('held', 'confirmed'));
