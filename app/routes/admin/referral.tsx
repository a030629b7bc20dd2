import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { patientsQuerySchema, referralPatientLinkSchema } from "#contracts/patients.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminPost, adminReply } from "#app/features/admin/admin-reply.tsx";
import { ReferralDetail } from "#app/features/admin/referral-detail.tsx";
import { ReferralPatient } from "#app/features/admin/referral-patient.tsx";
import { parseSubmission } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/referral";

/** The referral, and the records found for it when the address searches (`?patient=`). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const admin = context.get(pageContext).admin;
  const find = patientsQuerySchema.safeParse({ q: new URL(request.url).searchParams.get("patient") ?? undefined });
  const q = find.success ? (find.data.q ?? "") : "";
  const [referral, found] = await Promise.all([admin.referral(params.id), q ? admin.patients.list({ q }) : null]);
  if (!referral) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { referral, search: found ? { q, found } : null };
}

/** 'Mark handled', and the referral's patient record: link, unlink, create. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const { admin } = context.get(pageContext);
  switch (form.get("intent")) {
    case "link-patient":
      return adminPost(
        "patient",
        parseSubmission(form, referralPatientLinkSchema),
        ({ patientId }) => admin.patients.linkReferral(params.id, patientId),
        () => ({ message: "Referral linked to the patient's record" }),
      );
    case "unlink-patient":
      return adminReply("patient", await admin.patients.unlinkReferral(params.id), () => ({ message: "Referral unlinked" }));
    case "create-patient":
      return adminReply("patient", await admin.patients.createFromReferral(params.id), () => ({
        message: "Patient record created",
        detail: "The referral is linked to it.",
      }));
    case "handled":
      return adminReply(params.id, await admin.markReferralHandled(params.id), () => ({ message: "Marked handled" }));
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Referral");

export default function Referral({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Referral"
      description="A referral, its clinical notes and its document"
      back={{ to: adminPaths.referrals, label: "All referrals" }}
    >
      <ReferralDetail referral={loaderData.referral} />
      <ReferralPatient referral={loaderData.referral} search={loaderData.search} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
