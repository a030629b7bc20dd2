import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import Site from "#app/routes/site.tsx";
import { GeneralErrorBoundary } from "./general-error-boundary.tsx";

/** A site layout with one page whose loader fails as `failure` says, rendered as the server would. */
async function render(failure: () => never): Promise<string> {
  const routes: RouteObject[] = [
    {
      path: "/",
      Component: Site,
      ErrorBoundary: GeneralErrorBoundary,
      children: [{ path: "failing", loader: failure, Component: () => <p>never shown</p>, ErrorBoundary: GeneralErrorBoundary }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://site.example/failing"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("the one error boundary", () => {
  it("shows a failing loader's page inside the site's header and footer, without the error's details", async () => {
    const html = await render(() => {
      throw new Error("database password is hunter2");
    });
    expect(html).toContain("Something went wrong");
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<footer");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("never shown");
  });

  it("shows the not-found page for a 404, marked noindex", async () => {
    const html = await render(() => {
      throw data(null, { status: 404, statusText: "Not Found" });
    });
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('aria-label="Main"');
  });

  it("names another status in words", async () => {
    const html = await render(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(html).toContain("503 Service Unavailable");
  });
});
