import type { MiddlewareHandler } from "hono";

/**
 * HEAD is answered as GET without the body (RFC 9110, 9.3.2): every layer after this one sees a GET, so
 * compression, static files, React Router's render and the headers chosen by the answer's type are GET's
 * exactly. The body is then dropped; when GET's answer states no length (a rendered page, JSON), it is
 * counted first, so that Content-Length says what a GET would carry.
 */
export const headAsGet: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "HEAD") return next();
  c.req.raw = new Request(c.req.raw, { method: "GET" });
  await next();
  const answer = c.res;
  const headers = new Headers(answer.headers);
  if (answer.body && !headers.has("Content-Length")) {
    headers.set("Content-Length", String((await answer.arrayBuffer()).byteLength));
  } else {
    await answer.body?.cancel();
  }
  c.res = undefined;
  c.res = new Response(null, { status: answer.status, statusText: answer.statusText, headers });
};
