import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The counters of every request limit and of the admin sign-in throttle, shared by all the server's
 * processes (docs/decisions/0024). The table is rate-limiter-flexible's RateLimiterDrizzle store: one row
 * per limit and key (`<limit name>:<client address>`), the points used in the current window, and when
 * the window ends. Rows whose window ended over an hour ago are deleted by the library every 5 minutes.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
