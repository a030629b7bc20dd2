import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminReply } from "#app/features/admin/admin-reply.tsx";
import { OutboxMessageDetail } from "#app/features/admin/outbox-message-detail.tsx";
import type { Route } from "./+types/outbox-message";

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = context.get(pageContext).admin;
  const [message, outbox] = await Promise.all([admin.outboxMessage(params.id), admin.outbox()]);
  if (!message) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { message, smtpConfigured: outbox.smtpConfigured };
}

/** 'Send again'. */
export async function action({ context, params }: Route.ActionArgs) {
  return adminReply(params.id, await context.get(pageContext).admin.sendAgain(params.id), () => ({ message: "Queued to send again" }));
}

export const meta: Route.MetaFunction = () => adminMeta("Email");

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Email" description="An email as the site wrote it" back={{ to: adminPaths.outbox, label: "The whole outbox" }}>
      <OutboxMessageDetail message={loaderData.message} smtpConfigured={loaderData.smtpConfigured} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
