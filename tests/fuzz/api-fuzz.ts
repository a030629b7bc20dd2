import fc from "fast-check";

/**
 * Malformed requests to every route of the API, generated from the server's own route table: wrong types,
 * missing and extra fields, huge and deeply nested bodies, wrong content types, invalid UTF-8, path
 * parameters of every shape. Every answer must be a JSON answer below 500. Used by the test (a few thousand
 * requests) and by bench/api-fuzz.ts (tens of thousands, with figures).
 */

export interface FuzzRoute {
  method: string;
  path: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  /** Answers that broke the rule: a 5xx, or not JSON, or a 4xx without `error`. */
  failures: { method: string; path: string; status: number; body: string }[];
}

/** What of a Hono app the fuzzer uses: its route table, and a request in process. */
export interface FuzzTarget {
  readonly routes: readonly { method: string; path: string }[];
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/** The API's routes (not middleware, not wildcards), from the app's own table. */
export function apiRoutes(app: FuzzTarget): FuzzRoute[] {
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const route of app.routes) {
    const isApi = route.path.startsWith("/api/") || route.path.startsWith("/paypal/");
    if (!isApi || route.method === "ALL" || route.path.includes("*")) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  return routes;
}

/** Payloads close to valid ones, to mutate: the shapes the real pages send. */
const seeds: Record<string, unknown>[] = [
  { name: "Sam Patient", email: "sam@example.com", phone: "0400 000 000", notes: "", start_time: "2030-01-01T00:00:00.000Z" },
  { holdId: "7f3c2a1e-0b4d-4e5f-9a8b-123456789abc", amount: "90.00", currency: "AUD", intent: "CAPTURE" },
  { paypalOrderId: "ORDER-1", holdId: null, scheduledTime: "2030-01-01T00:00:00.000Z", calendlyUri: null },
  { name: "Visitor", email: "v@example.com", subject: "Hello", message: "A message of some length", website: "" },
  {
    referrerName: "Dr A",
    clinicName: "Clinic",
    email: "a@example.com",
    phone: "0399999999",
    patientName: "P",
    patientEmail: "p@example.com",
    notes: "",
    joinNetwork: true,
    attachment: null,
  },
  { token: "SETUP-TOKEN-1" },
  { appointmentId: "7f3c2a1e-0b4d-4e5f-9a8b-123456789abc", testOutcome: "decline" },
  { password: "not the password" },
];

const json = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(...seeds).chain((seed) =>
    fc.oneof(
      // A field with a value of another type (or a nested object, array, huge number…).
      fc.tuple(fc.constantFrom(...Object.keys(seed)), fc.jsonValue()).map(([key, value]) => ({ ...seed, [key]: value })),
      // A field missing.
      fc.constantFrom(...Object.keys(seed)).map((key) => Object.fromEntries(Object.entries(seed).filter(([k]) => k !== key))),
      // Extra fields, prototype tricks included.
      fc
        .dictionary(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype")), fc.jsonValue())
        .map((extra) => ({ ...seed, ...extra })),
      // A very long string where a short one belongs.
      fc.constantFrom(...Object.keys(seed)).map((key) => ({ ...seed, [key]: "x".repeat(100_000) })),
    ),
  ),
);

type Body = { contentType: string | null; bytes: Uint8Array | null };
const utf8 = (text: string) => new TextEncoder().encode(text);

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: json.map((value) => ({ contentType: "application/json", bytes: utf8(JSON.stringify(value) ?? "null") })) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1_000, max: 200_000 })
      .map((depth) => ({ contentType: "application/json", bytes: utf8("[".repeat(depth) + "]".repeat(depth)) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 3 })
      .map((megabytes) => ({ contentType: "application/json", bytes: utf8(`{"notes":"${"a".repeat(megabytes * 1_000_000)}"}`) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 2_000 })
      .map((bytes) => ({ contentType: "application/json", bytes: Uint8Array.of(0x7b, 0x22, 0xff, 0xfe, ...bytes) })),
  },
  { weight: 1, arbitrary: fc.string().map((text) => ({ contentType: "application/json", bytes: utf8(`{${text}`) })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded",
          "application/xml",
          "application/json; charset=latin1",
        ),
        json,
      )
      .map(([contentType, value]) => ({
        contentType,
        bytes: utf8(contentType.startsWith("application/x-www") ? "a=1&b=2" : (JSON.stringify(value) ?? "null")),
      })),
  },
  { weight: 1, arbitrary: fc.constant({ contentType: null, bytes: null }) },
  { weight: 1, arbitrary: fc.constant({ contentType: "application/json", bytes: new Uint8Array() }) },
);

const pathParameter = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    "0",
    "-1",
    "null",
    "undefined",
    "../../etc/passwd",
    "%00",
    "%2F..%2F",
    "'; drop table appointments; --",
    "ORDER-1",
    "\u{1F600}",
  ),
  fc.string({ minLength: 500, maxLength: 5_000 }),
);

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** One malformed request to `route`; `address` spreads requests over the per-address rate limits. */
function requestFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fc
    .record({
      params: fc.array(pathParameter, { minLength: names.length, maxLength: names.length }),
      body,
      otherMethod: fc.option(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"), { freq: 8 }),
      address: fc.ipV4(),
      webhookHeaders: fc.boolean(),
      query: fc.option(fc.dictionary(fc.constantFrom("view", "q", "cursor", "category", "x"), fc.string({ maxLength: 300 })), { freq: 2 }),
    })
    .map(({ params, body: sent, otherMethod, address, webhookHeaders, query }) => {
      let path = route.path;
      names.forEach((name, index) => (path = path.replace(`:${name}`, encodeURIComponent(params[index]!))));
      const method = otherMethod ?? route.method;
      const headers: Record<string, string> = { "x-forwarded-for": address, origin: "http://localhost:3000" };
      if (sent.contentType) headers["content-type"] = sent.contentType;
      if (webhookHeaders) {
        // PayPal's and Calendly's signature headers, with values that verify nothing.
        Object.assign(headers, {
          "paypal-transmission-id": "x",
          "paypal-transmission-time": "2026-01-01T00:00:00Z",
          "paypal-transmission-sig": "AAAA",
          "paypal-cert-url": "https://api.paypal.com/cert.pem",
          "paypal-auth-algo": "SHA256withRSA",
          "calendly-webhook-signature": "t=1,v1=00",
        });
      }
      const search = query ? `?${new URLSearchParams(query)}` : "";
      return { method, url: `http://localhost${path}${search}`, headers, body: method === "GET" || method === "HEAD" ? null : sent.bytes };
    });
}

/**
 * Sends `count` malformed requests spread over every route and checks every answer. `headers` are added to
 * each (an admin session's cookie, to reach past the admin API's guard).
 */
export async function fuzzApi(
  app: FuzzTarget,
  { count, seed = 20261123, headers = {} }: { count: number; seed?: number; headers?: Record<string, string> },
): Promise<FuzzReport> {
  const routes = apiRoutes(app);
  const perRoute = Math.ceil(count / routes.length);
  const report: FuzzReport = { sent: 0, byStatus: {}, failures: [] };
  for (const [index, route] of routes.entries()) {
    const requests = fc.sample(requestFor(route), { numRuns: perRoute, seed: seed + index });
    for (const request of requests) {
      const body = request.body ? new Blob([request.body as Uint8Array<ArrayBuffer>]) : null;
      const response = await app.request(request.url, { method: request.method, headers: { ...request.headers, ...headers }, body });
      const text = await response.text();
      report.sent++;
      report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const isJson = (response.headers.get("content-type") ?? "").startsWith("application/json") && parsed !== undefined;
      const hasError = response.status < 400 || typeof (parsed as { error?: unknown } | undefined)?.error === "string";
      if (response.status >= 500 || !isJson || !hasError) {
        report.failures.push({ method: request.method, path: route.path, status: response.status, body: text.slice(0, 200) });
      }
    }
  }
  return report;
}
