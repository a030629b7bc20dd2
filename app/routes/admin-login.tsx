import { redirect } from "react-router";
import { adminLoginSchema } from "#contracts/admin.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { AdminLoginForm } from "#app/features/admin-login/admin-login-form.tsx";
import { AdminNotSetUp } from "#app/features/admin-login/admin-not-set-up.tsx";
import { SignInNotice } from "#app/features/admin-login/sign-in-notice.tsx";
import { adminMessages } from "#contracts/admin-messages.ts";
import { redirectIfSignedIn } from "#app/lib/admin-page.server.ts";
import { invalidReply, parseSubmission, refusedReply, noStoreWithRetryAfter } from "#app/lib/form-submission.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin-login";

// Rendered per request: a signed-in visitor goes to the dashboard, and the page says when no password exists.
export async function loader(args: Route.LoaderArgs) {
  return { ...(await redirectIfSignedIn(args)), signedOut: new URL(args.request.url).searchParams.has("signed-out") };
}

/**
 * Sign-in as POST /api/admin/login signs in (the throttle, the password, a fresh session cookie), then the
 * dashboard; or the admin's Logout (`intent=logout`), then this page. The password is never given back.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const admin = context.get(pageContext).admin;
  if (form.get("intent") === "logout") {
    const { setCookie } = await admin.signOut(request);
    return redirect(adminPaths.signedOut, { headers: { "Set-Cookie": setCookie } });
  }
  const submission = parseSubmission(form, adminLoginSchema);
  if (!submission.ok) return invalidReply({ ...submission.reply, values: {} });
  const outcome = await admin.signIn(request, submission.value.password);
  if (!outcome.ok) return refusedReply(outcome.refusal, {});
  return redirect(adminPaths.signedIn, { headers: { "Set-Cookie": outcome.value.setCookie } });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => noStoreWithRetryAfter(actionHeaders, loaderHeaders);

export const meta: Route.MetaFunction = () => unlistedPageMeta({ title: "Admin Login", description: "Admin Login" });

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
        <CardContent>
          {loaderData.signedOut && <SignInNotice>{adminMessages.loggedOut}</SignInNotice>}
          {loaderData.passwordConfigured ? <AdminLoginForm /> : <AdminNotSetUp />}
        </CardContent>
      </Card>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
