import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";

interface LoaderArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
}

/**
 * For the login page's loader: a signed-in visitor goes straight to the dashboard; anyone else gets
 * whether a password exists (docs/product/decisions.md, 18: the page says how to set one until then).
 */
export async function redirectIfSignedIn({ context, request }: LoaderArgs): Promise<{ passwordConfigured: boolean }> {
  const { signedIn, passwordConfigured } = await context.get(pageContext).adminSession(request);
  if (signedIn) throw redirect(paths.admin);
  return { passwordConfigured };
}

/**
 * The middleware of every admin route, page or post: the server's session check first (docs/product/decisions.md,
 * 10); signed out, the login page.
 */
export const requireAdminSession: MiddlewareFunction<Response> = async ({ context, request }) => {
  if (!(await context.get(pageContext).adminSession(request)).signedIn) throw redirect(paths.adminLogin);
};
