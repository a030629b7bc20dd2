import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminReply } from "#app/features/admin/admin-reply.tsx";
import { OutboxList } from "#app/features/admin/outbox-list.tsx";
import type { Route } from "./+types/outbox";

export async function loader({ context }: Route.LoaderArgs) {
  return { outbox: await context.get(pageContext).admin.outbox() };
}

/** 'Send again' for one mail of the list. */
export async function action({ context, request }: Route.ActionArgs) {
  const id = String((await request.formData()).get("id") ?? "");
  return adminReply(id, await context.get(pageContext).admin.sendAgain(id), () => ({ message: "Queued to send again" }));
}

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Outbox" description="Every email the site has written, and whether it was sent">
      <OutboxList outbox={loaderData.outbox} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
