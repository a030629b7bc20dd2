/**
 * The browser's calls to the site's JSON API. A refused call throws ApiRequestError carrying the server's
 * own message and field errors (docs/product/decisions.md, 14's `{ error, fields }`), so a form can show exactly what the
 * server said; anything else (network down, a body that is not ours) has no server message.
 */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  readonly status: number;
  /** The server's `error` text, when the answer was the API's error body. */
  readonly serverMessage: string | null;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, message: string, serverMessage: string | null, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

/** The server's message of a failed call, or `fallback` when there is none (offline, proxy error page). */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

export function postJson<T>(url: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<T> {
  return sendJson<T>("POST", url, body, init);
}

/** A change sent as JSON (POST, PATCH, DELETE); an answer without a body (204) resolves to undefined. */
export async function sendJson<T>(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
    signal: init.signal ?? null,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let serverMessage: string | null = null;
    let fields: Record<string, string> = {};
    try {
      const parsed = JSON.parse(text) as { error?: unknown; fields?: unknown };
      if (typeof parsed.error === "string") serverMessage = parsed.error;
      if (parsed.fields && typeof parsed.fields === "object") fields = parsed.fields as Record<string, string>;
    } catch {
      // Not the API's JSON (a proxy's error page): no server message to show.
    }
    // The spec's message shape for a failed call: "{status}: {body text or status text}".
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, serverMessage, fields);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
