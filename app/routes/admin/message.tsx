import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminReply } from "#app/features/admin/admin-reply.tsx";
import { MessageDetail } from "#app/features/admin/message-detail.tsx";
import type { Route } from "./+types/message";

export async function loader({ context, params }: Route.LoaderArgs) {
  const message = await context.get(pageContext).admin.message(params.id);
  if (!message) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { message };
}

/** 'Mark handled'. */
export async function action({ context, params }: Route.ActionArgs) {
  const outcome = await context.get(pageContext).admin.markMessageHandled(params.id);
  return adminReply(params.id, outcome, () => ({ message: "Marked handled" }));
}

export const meta: Route.MetaFunction = () => adminMeta("Message");

export default function Message({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Message"
      description="A message sent through the contact form"
      back={{ to: adminPaths.messages, label: "All messages" }}
    >
      <MessageDetail message={loaderData.message} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
