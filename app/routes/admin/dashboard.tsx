import {
  adminAppointmentsQuerySchema,
  appointmentActionSchema,
  cancelAppointmentSchema,
  chargeRemainingSchema,
  type CancellationRefund,
  type ChargeRemainingResponse,
} from "#contracts/admin.ts";
import { adminMessages } from "#contracts/admin-messages.ts";
import { pageContext } from "#contracts/page-context.ts";
import { balanceCents, formatDollars } from "#core/fees.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminPost, type AdminReply } from "#app/features/admin/admin-reply.tsx";
import { AppointmentList } from "#app/features/admin/appointment-list.tsx";
import { AppointmentsExport } from "#app/features/admin/appointments-export.tsx";
import { AuditLog } from "#app/features/admin/audit-log.tsx";
import { useRevalidateWhileVisible } from "#app/features/admin/use-revalidate-while-visible.ts";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { loadPricing } from "#app/lib/pricing.server.ts";
import type { Route } from "./+types/dashboard";

/** The export's default range: this calendar month so far, as Melbourne dates. */
function thisMonth(now: Date): { from: string; to: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne" }).format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

type Said = Omit<AdminReply, "subject" | "ok">;

/** What a cancellation did with the deposit (`deposit` as the card shows it). */
export function cancelledReply(refund: CancellationRefund, deposit: string): Said {
  const detail =
    refund === "completed"
      ? `The ${deposit} deposit has been refunded.`
      : refund === "pending"
        ? `The ${deposit} refund did not go through yet; it is retried automatically.`
        : `The ${deposit} deposit is kept.`;
  return { message: "Appointment cancelled", detail };
}

/** The balance charged, or the payment link the patient must use and why (`balance` as the card shows it). */
export function chargedReply(result: ChargeRemainingResponse, balance: string): Said {
  if (result.charged) return { message: adminMessages.paymentSucceeded, detail: `Remaining ${balance} has been charged successfully.` };
  const why =
    result.reason === "declined"
      ? "The saved payment method was declined. "
      : result.reason === "payer-action-required"
        ? "The payer must approve this payment. "
        : "";
  return { message: adminMessages.paymentLinkCreated, detail: `${why}Send the patient this link:`, link: result.paymentUrl };
}

/** The cards the address asks for (GET /api/admin/appointments' query), the audit log, the export's range. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = context.get(pageContext).admin;
  const parsed = adminAppointmentsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : { view: "upcoming" as const };
  const [page, audit] = await Promise.all([admin.appointments(query), admin.audit()]);
  return {
    view: query.view,
    q: query.q ?? "",
    cursor: query.cursor ?? null,
    page,
    audit,
    testMode: loadPricing(context).testMode,
    exportRange: thisMonth(new Date()),
  };
}

/** A card's button: its `intent`, checked with the shared schema and done by its use-case. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const admin = context.get(pageContext).admin;
  const subject = String(form.get("appointmentId") ?? "");
  const { fees } = loadPricing(context);
  switch (form.get("intent")) {
    case "complete":
      return adminPost(subject, parseSubmission(form, appointmentActionSchema), admin.markCompleted, () => ({
        message: adminMessages.markedComplete,
      }));
    case "cancel": {
      const refund = { refund: true, keep: false }[String(form.get("refundDeposit"))];
      const submission = parseSubmission(form, cancelAppointmentSchema, () => ({ appointmentId: subject, refundDeposit: refund }));
      return adminPost(subject, submission, admin.cancelAppointment, (done) => cancelledReply(done, formatDollars(fees.depositCents)));
    }
    case "charge": {
      const balance = formatDollars(balanceCents(fees));
      const submission = parseSubmission(form, chargeRemainingSchema);
      return adminPost(subject, submission, admin.chargeRemaining, (done) => chargedReply(done, balance), adminMessages.paymentFailed);
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Admin Dashboard");

/** How often the open dashboard looks again for patients in the consultation room (docs/decisions/0039). */
const REFRESH_MS = 10_000;

/**
 * The practitioner's dashboard (docs/product/spec.md §2): the appointments' cards, each with its consultation
 * room, kept current while the page is on screen; the audit log, the export.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { view, q, cursor, page, audit, testMode, exportRange } = loaderData;
  useRevalidateWhileVisible(REFRESH_MS);
  return (
    <AdminPage title="Admin Dashboard" description="Manage appointments and process final payments">
      {testMode && <TestModeNotice />}
      <AppointmentList view={view} q={q} cursor={cursor} page={page} />
      <AuditLog entries={audit} />
      <AppointmentsExport defaultFrom={exportRange.from} defaultTo={exportRange.to} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
