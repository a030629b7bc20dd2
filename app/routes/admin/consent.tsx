import { pageContext } from "#contracts/page-context.ts";
import { telehealthConsentTextSchema } from "#contracts/intake.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { ConsentEditor, type ConsentPublished } from "#app/features/admin/consent-editor.tsx";
import { invalidReply, isFormReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/consent";

export async function loader({ context }: Route.LoaderArgs) {
  return { versions: await context.get(pageContext).admin.consentVersions() };
}

/** The edited text, checked with the shared schema and published as the next version (the same text changes nothing). */
export async function action({ context, request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), telehealthConsentTextSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await context.get(pageContext).admin.publishConsent(submission.value);
  if (!outcome.ok) return refusedReply(outcome.refusal, submission.values);
  return { published: outcome.value satisfies ConsentPublished };
}

export const meta: Route.MetaFunction = () => adminMeta("Telehealth consent");

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Telehealth consent" description="The consent patients agree to in the pre-consultation form, and its versions">
      <ConsentEditor
        versions={loaderData.versions}
        reply={isFormReply(actionData) ? actionData : undefined}
        published={actionData && "published" in actionData ? actionData.published : undefined}
      />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
