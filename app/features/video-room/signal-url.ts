/** The room's WebSocket address from its same-origin path: ws: on an http page, wss: on https. */
export function absoluteSignalUrl(path: string, page: Pick<Location, "protocol" | "host">): string {
  const url = new URL(path, `${page.protocol}//${page.host}`);
  url.protocol = page.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}
