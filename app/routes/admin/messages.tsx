import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { MessageList } from "#app/features/admin/message-list.tsx";
import type { Route } from "./+types/messages";

export async function loader({ context }: Route.LoaderArgs) {
  return { messages: await context.get(pageContext).admin.messages() };
}

export const meta: Route.MetaFunction = () => adminMeta("Messages");

export default function Messages({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Messages" description="Messages sent through the contact form, newest first">
      <MessageList messages={loaderData.messages} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
