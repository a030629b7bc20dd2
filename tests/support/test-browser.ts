import { TEST_ORIGIN } from "./admin-session.ts";

/** What a TestBrowser needs of a test app: Hono's in-process `request()`, with the connection's address. */
export interface BrowsingApp {
  request(path: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

export interface TestAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

let nextAddress = 1;

/**
 * A browser for API tests: keeps the cookies the server sets (the playlist owner cookie), sends them back
 * with the site's Origin as the pages do, from its own address (so one test's rate limits are its own).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly address = `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  private readonly app: BrowsingApp;

  /** `cookie`: one to start with, e.g. signInAsAdmin's ("name=value"). */
  constructor(app: BrowsingApp, cookie?: string) {
    this.app = app;
    if (cookie) this.keep(cookie);
  }

  private keep(pair: string): void {
    const at = pair.indexOf("=");
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    if (value) this.cookies.set(name, value);
    else this.cookies.delete(name);
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestAnswer<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await this.app.request(
      path,
      {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(cookie && { cookie }),
          ...(body !== undefined && { "content-type": "application/json" }),
          ...headers,
        },
        ...(body !== undefined && { body: typeof body === "string" ? body : JSON.stringify(body) }),
      },
      { incoming: { socket: { remoteAddress: this.address } } },
    );
    for (const setCookie of response.headers.getSetCookie()) this.keep(setCookie.split(";")[0]!);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("POST", path, body);
  }
  patch<T = unknown>(path: string, body: unknown) {
    return this.request<T>("PATCH", path, body);
  }
  delete<T = unknown>(path: string) {
    return this.request<T>("DELETE", path);
  }
}
