import { Hono, type Context } from "hono";
import { patientDetailsSchema, patientMergeSchema, patientParamSchema, patientsQuerySchema } from "#contracts/patients.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { pathParams, queryParams } from "#server/http/query-params.ts";
import { listPatients, readPatientForAdmin } from "#server/patients/admin-patients.ts";
import { correctPatientDetails } from "#server/patients/correct-patient-details.ts";
import { mergePatients } from "#server/patients/merge-patients.ts";
import { readPatientAdherence } from "#server/programmes/adherence.ts";

const bodyTexts = {
  maxBytes: 4 * 1024,
  unreadable: "The request could not be read. Please try again.",
  tooLarge: "The request is too large.",
};
const patientId = pathParams(patientParamSchema, "id");

/**
 * The patient records (docs/decisions/0046), behind `requireAdmin`: what the patient pages do, through the
 * same use-cases. GET /api/admin/patients?q&page (the list), GET /api/admin/patients/:id (the overview; a
 * merged record answers with its `mergedIntoId`), PATCH /api/admin/patients/:id (correct the details), POST
 * /api/admin/patients/merge ({ keepId, absorbId }), GET /api/admin/patients/:id/adherence (the programmes week by
 * week, docs/decisions/0051; audited).
 */
export function adminPatientRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const audit = (c: Context<AppEnv>) => ({ actor: "admin" as const, clientAddress: clientAddress(c, c.get("services").config.trustProxy) });

  routes.get("/api/admin/patients", queryParams(patientsQuerySchema, "q"), async (c) =>
    c.json(await listPatients(c.get("services").database.db, c.req.valid("query"), new Date())),
  );

  routes.post("/api/admin/patients/merge", jsonBody(patientMergeSchema, { ...bodyTexts, subject: "keepId" }), async (c) => {
    const merge = c.req.valid("json");
    const counts = await mergePatients(c.get("services").database.db, merge, audit(c));
    return c.json({ keptId: merge.keepId, moved: counts });
  });

  routes.get("/api/admin/patients/:id", patientId, async (c) => {
    const { database, config } = c.get("services");
    return c.json(await readPatientForAdmin(database.db, c.req.valid("param").id, config.fees));
  });

  routes.get("/api/admin/patients/:id/adherence", patientId, async (c) =>
    c.json(await readPatientAdherence(c.get("services"), c.req.valid("param").id, audit(c))),
  );

  routes.patch("/api/admin/patients/:id", patientId, jsonBody(patientDetailsSchema, { ...bodyTexts, subject: "name" }), async (c) =>
    c.json(await correctPatientDetails(c.get("services").database.db, c.req.valid("param").id, c.req.valid("json"), audit(c))),
  );

  return routes;
}
