import { pageContext } from "#contracts/page-context.ts";
import { schedulerSettingsSchema } from "#core/scheduling/scheduler-settings.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminReply, invalidAdminReply } from "#app/features/admin/admin-reply.tsx";
import { availabilityInput } from "#app/features/admin/availability-form.ts";
import { AvailabilityEditor } from "#app/features/admin/availability-editor.tsx";
import { parseSubmission } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/availability";

export async function loader({ context }: Route.LoaderArgs) {
  return { view: await context.get(pageContext).admin.availability() };
}

/** The editor's form, checked with the scheduler settings' schema and saved by the availability use-case. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const settings = availabilityInput(form);
  const submission = parseSubmission(form, schedulerSettingsSchema, () => settings);
  if (!submission.ok) return invalidAdminReply("availability", submission, { settings });
  const outcome = await context.get(pageContext).admin.saveAvailability(submission.value);
  return adminReply("availability", outcome, () => ({
    message: "Availability saved",
    detail: "New bookings use these hours from now on.",
  }));
}

export const meta: Route.MetaFunction = () => adminMeta("Availability");

export default function Availability({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Availability" description="When patients can book: weekly hours, days off, notice, horizon and buffer">
      <AvailabilityEditor view={loaderData.view} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
