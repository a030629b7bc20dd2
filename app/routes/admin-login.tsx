import { paths } from "#contracts/paths.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { AdminLoginForm } from "#app/features/admin-login/admin-login-form.tsx";
import { AdminNotSetUp } from "#app/features/admin-login/admin-not-set-up.tsx";
import { redirectIfSignedIn } from "#app/lib/admin-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin-login";

// Rendered per request: a signed-in visitor goes to the dashboard, and the page says when no password exists.
export function loader(args: Route.LoaderArgs) {
  return redirectIfSignedIn(args);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Admin Login", description: "Admin Login", path: paths.adminLogin }),
  { name: "robots", content: "noindex" },
];

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-login-heading" className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 id="admin-login-heading" className="text-2xl font-bold text-brand-deep">
              Admin Login
            </h1>
          </CardTitle>
          {loaderData.passwordConfigured && (
            <CardDescription className="text-base">Enter the admin password to manage appointments.</CardDescription>
          )}
        </CardHeader>
        <CardContent>{loaderData.passwordConfigured ? <AdminLoginForm /> : <AdminNotSetUp />}</CardContent>
      </Card>
    </section>
  );
}
