import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { adminAppointmentRoutes } from "./appointment-routes.ts";
import { adminBalanceRoutes } from "./balance-routes.ts";
import { adminPatientRoutes } from "./patient-routes.ts";
import { adminProgressReportRoutes } from "./progress-report-routes.ts";
import { adminReceiptRoutes } from "./receipt-routes.ts";
import { adminRecordExportRoutes } from "./record-export-routes.ts";
import { adminReferralRoutes } from "./referral-routes.ts";
import { adminSessionRoutes, requireAdmin } from "./session-routes.ts";

/**
 * The admin API (docs/product/decisions.md, 10). Like every write of the site, a request that changes something must
 * come from the site's own pages, sign-in included (server/http/same-origin.ts, applied in server/app.ts).
 * Sign-in, sign-out and the session's state are open; every other /api/admin/*
 * path, a path no route answers included, is behind `requireAdmin`, mounted before them, so it answers
 * 401 without a session. admin-guard.api.test.ts walks the route table to prove no route escapes it.
 */
export function adminRoutes(): Hono<AppEnv> {
  const admin = new Hono<AppEnv>();
  admin.route("/", adminSessionRoutes());
  admin.use("/api/admin/*", requireAdmin);
  admin.route("/", adminAppointmentRoutes());
  admin.route("/", adminBalanceRoutes());
  admin.route("/", adminReferralRoutes());
  admin.route("/", adminReceiptRoutes());
  admin.route("/", adminPatientRoutes());
  admin.route("/", adminRecordExportRoutes());
  admin.route("/", adminProgressReportRoutes());
  return admin;
}
