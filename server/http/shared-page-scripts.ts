import type { Context } from "hono";
import { sharedMaxAgeSeconds } from "#contracts/shared-pages.ts";
import type { AppEnv } from "#server/context.ts";
import { inlineScriptHashes } from "./prerendered-scripts.ts";
import { isShareableRequest } from "./shared-page-cache.ts";

/**
 * A rendered page that says it is the same for everyone (`public, s-maxage`, contracts/shared-pages.ts) was
 * rendered without a nonce (app/entry.server.tsx): its inline scripts are named by their hashes, read from
 * the HTML as a prerendered page's are (docs/decisions/0055). Only a GET without a query may be shared; any
 * other answer of such a route (an action's, a filtered list) is marked no-store instead.
 */
export async function withSharedPageScripts(c: Context<AppEnv>, answer: Response): Promise<Response> {
  const isPage = answer.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (!isPage || sharedMaxAgeSeconds(answer.headers.get("Cache-Control")) === null) return answer;
  const html = await answer.text();
  c.set("scriptHashes", inlineScriptHashes(html));
  const headers = new Headers(answer.headers);
  if (!isShareableRequest(c)) headers.set("Cache-Control", "no-store");
  return new Response(html, { status: answer.status, statusText: answer.statusText, headers });
}
