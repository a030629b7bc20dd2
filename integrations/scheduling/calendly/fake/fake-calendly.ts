import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { calendlySignatureHeader } from "#integrations/scheduling/calendly/webhook-signature.ts";

/**
 * A local Calendly for tests: keeps state (event types, open times, scheduled events, invitees), answers in
 * the shapes of Calendly's API v2 documentation, refuses what Calendly refuses (bad token, a window longer
 * than 7 days or starting in the past, unknown fields, a time already taken), and builds signed webhook
 * deliveries. Call it in process with `fake.app.request(...)` through the adapter's `fetch` option.
 */
export const FAKE_CALENDLY_BASE = "https://api.calendly.test";
const MAX_WINDOW_MS = 7 * 24 * 60 * 60_000;

interface EventType {
  uri: string;
  name: string;
  duration: number;
  openStarts: Set<number>;
}

interface ScheduledEvent {
  uri: string;
  eventType: string;
  start: number;
  end: number;
  status: "active" | "canceled";
  inviteeUuids: string[];
  createdAt: string;
}

interface Invitee {
  uri: string;
  eventUuid: string;
  name: string;
  email: string;
  timezone: string;
  status: "active" | "canceled";
  createdAt: string;
  cancellation?: { canceled_by: string; reason: string | null; canceler_type: "host" | "invitee"; created_at: string };
  /** Set when this invitee moved to another time: the invitee that replaced it. */
  newInvitee?: string;
  /** Set on the invitee a move created: the invitee it replaced. */
  oldInvitee?: string;
}

export interface FakeCalendlyOptions {
  token: string;
  signingKey: string;
  now?: () => Date;
}

export function createFakeCalendly({ token, signingKey, now = () => new Date() }: FakeCalendlyOptions) {
  const eventTypes = new Map<string, EventType>();
  const events = new Map<string, ScheduledEvent>();
  const invitees = new Map<string, Invitee>();
  const requests: { method: string; path: string; query: Record<string, string> }[] = [];
  let failure: { status: number } | "timeout" | "html" | "connection-closed" | null = null;

  const error = (c: Context, status: 400 | 401 | 403 | 404 | 500, title: string, message: string, details?: object[]) =>
    c.json({ title, message, ...(details ? { details } : {}) }, status);

  const app = new Hono();
  app.use("*", async (c, next) => {
    requests.push({ method: c.req.method, path: c.req.path, query: c.req.query() });
    if (c.req.header("Authorization") !== `Bearer ${token}`) {
      return error(c, 401, "Unauthenticated", "The access token is invalid");
    }
    if (failure === "timeout") {
      failure = null;
      // Hangs longer than any client timeout; the timer does not keep the test process alive.
      await new Promise((resolve) => setTimeout(resolve, 30_000).unref());
    } else if (failure === "html") {
      failure = null;
      // What a proxy in front of an API answers when the API is down, with a success status.
      return c.html("<!doctype html><html><body><h1>Service temporarily unavailable</h1></body></html>", 200);
    } else if (failure === "connection-closed") {
      failure = null;
      // The headers arrive, then the connection closes: reading the body fails as undici's does.
      const broken = new ReadableStream({ start: (controller) => controller.error(new TypeError("terminated")) });
      return new Response(broken, { status: 200, headers: { "content-type": "application/json" } });
    } else if (failure) {
      const { status } = failure;
      failure = null;
      return c.json({ title: "Internal Server Error", message: "The server encountered an unexpected condition" }, status as 500);
    }
    await next();
  });

  app.get("/event_types/:uuid", (c) => {
    const type = eventTypes.get(c.req.param("uuid"));
    if (!type) return error(c, 404, "Resource Not Found", "The server could not find the requested resource.");
    return c.json({
      resource: {
        uri: type.uri,
        name: type.name,
        duration: type.duration,
        kind: "solo",
        active: true,
        scheduling_url: "https://calendly.com/fake/consultation",
      },
    });
  });

  app.get("/event_type_available_times", (c) => {
    const query = c.req.query();
    const unknown = Object.keys(query).filter((key) => !["event_type", "start_time", "end_time"].includes(key));
    if (unknown.length > 0)
      return error(
        c,
        400,
        "Invalid Argument",
        "The supplied parameters are invalid.",
        unknown.map((parameter) => ({ parameter, message: "is not allowed" })),
      );
    const type = [...eventTypes.values()].find((candidate) => candidate.uri === query.event_type);
    const start = Date.parse(query.start_time ?? "");
    const end = Date.parse(query.end_time ?? "");
    const details: { parameter: string; message: string }[] = [];
    if (!type) details.push({ parameter: "event_type", message: "is invalid" });
    if (Number.isNaN(start)) details.push({ parameter: "start_time", message: "is required and must be a date-time" });
    else if (start < now().getTime()) details.push({ parameter: "start_time", message: "must be in the future" });
    if (Number.isNaN(end)) details.push({ parameter: "end_time", message: "is required and must be a date-time" });
    else if (end <= start) details.push({ parameter: "end_time", message: "must be after start_time" });
    else if (end - start > MAX_WINDOW_MS)
      details.push({ parameter: "end_time", message: "date range can be no greater than 1 week (7 days)" });
    if (details.length > 0 || !type) return error(c, 400, "Invalid Argument", "The supplied parameters are invalid.", details);
    const collection = [...type.openStarts]
      .filter((time) => time >= start && time < end)
      .sort((a, b) => a - b)
      .map((time) => ({
        status: "available",
        invitees_remaining: 1,
        start_time: new Date(time).toISOString(),
        scheduling_url: `https://calendly.com/fake/consultation/${new Date(time).toISOString()}`,
      }));
    return c.json({ collection });
  });

  app.post("/invitees", async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object") return error(c, 400, "Invalid Argument", "The request body is not valid JSON.");
    const details: { parameter: string; message: string }[] = [];
    const allowed = ["event_type", "start_time", "invitee", "location", "questions_and_answers", "tracking", "event_guests"];
    for (const key of Object.keys(body)) if (!allowed.includes(key)) details.push({ parameter: key, message: "is not allowed" });
    const invitee = (body.invitee ?? {}) as Record<string, unknown>;
    const inviteeAllowed = ["name", "first_name", "last_name", "email", "timezone", "text_reminder_number"];
    for (const key of Object.keys(invitee))
      if (!inviteeAllowed.includes(key)) details.push({ parameter: `invitee.${key}`, message: "is not allowed" });
    if (typeof invitee.email !== "string" || !invitee.email.includes("@"))
      details.push({ parameter: "invitee.email", message: "is required" });
    if (typeof invitee.timezone !== "string") details.push({ parameter: "invitee.timezone", message: "is required" });
    if (typeof invitee.name !== "string" && typeof invitee.first_name !== "string")
      details.push({ parameter: "invitee.name", message: "is required" });
    const type = [...eventTypes.values()].find((candidate) => candidate.uri === body.event_type);
    if (!type) details.push({ parameter: "event_type", message: "is invalid" });
    const start = Date.parse(String(body.start_time ?? ""));
    if (Number.isNaN(start)) details.push({ parameter: "start_time", message: "is required and must be a date-time" });
    if (details.length > 0 || !type) return error(c, 400, "Invalid Argument", "The supplied parameters are invalid.", details);
    if (!type.openStarts.has(start)) return error(c, 400, "Invalid Argument", "The selected time is no longer available.");
    type.openStarts.delete(start);
    const eventUuid = randomUUID();
    const inviteeUuid = randomUUID();
    const createdAt = now().toISOString();
    const eventUri = `${FAKE_CALENDLY_BASE}/scheduled_events/${eventUuid}`;
    events.set(eventUuid, {
      uri: eventUri,
      eventType: type.uri,
      start,
      end: start + type.duration * 60_000,
      status: "active",
      inviteeUuids: [inviteeUuid],
      createdAt,
    });
    const record: Invitee = {
      uri: `${eventUri}/invitees/${inviteeUuid}`,
      eventUuid,
      name: String(invitee.name ?? invitee.first_name),
      email: String(invitee.email),
      timezone: String(invitee.timezone),
      status: "active",
      createdAt,
    };
    invitees.set(inviteeUuid, record);
    return c.json({ resource: inviteeResource(record) }, 201);
  });

  app.get("/scheduled_events/:uuid", (c) => {
    const event = events.get(c.req.param("uuid"));
    if (!event) return error(c, 404, "Resource Not Found", "The server could not find the requested resource.");
    return c.json({ resource: eventResource(event) });
  });

  app.get("/scheduled_events/:uuid/invitees/:invitee", (c) => {
    const record = invitees.get(c.req.param("invitee"));
    if (!record || record.eventUuid !== c.req.param("uuid"))
      return error(c, 404, "Resource Not Found", "The server could not find the requested resource.");
    return c.json({ resource: inviteeResource(record) });
  });

  app.post("/scheduled_events/:uuid/cancellation", async (c) => {
    const event = events.get(c.req.param("uuid"));
    if (!event) return error(c, 404, "Resource Not Found", "The server could not find the requested resource.");
    if (event.status === "canceled") return error(c, 403, "Permission Denied", "Event in the past or already canceled");
    const body = (await c.req.json().catch(() => ({}))) as { reason?: unknown };
    const cancellation = {
      canceled_by: "Practice",
      reason: typeof body.reason === "string" ? body.reason : null,
      canceler_type: "host" as const,
      created_at: now().toISOString(),
    };
    event.status = "canceled";
    for (const uuid of event.inviteeUuids) {
      const record = invitees.get(uuid)!;
      record.status = "canceled";
      record.cancellation = cancellation;
    }
    eventTypes.forEach((type) => {
      if (type.uri === event.eventType) type.openStarts.add(event.start);
    });
    return c.json({ resource: cancellation }, 201);
  });

  function eventResource(event: ScheduledEvent) {
    return {
      uri: event.uri,
      name: "ACL Rehabilitation Consultation",
      status: event.status,
      start_time: new Date(event.start).toISOString(),
      end_time: new Date(event.end).toISOString(),
      event_type: event.eventType,
      created_at: event.createdAt,
      updated_at: event.createdAt,
    };
  }

  function inviteeResource(record: Invitee) {
    return {
      uri: record.uri,
      email: record.email,
      name: record.name,
      status: record.status,
      timezone: record.timezone,
      event: events.get(record.eventUuid)!.uri,
      created_at: record.createdAt,
      updated_at: record.createdAt,
      rescheduled: record.newInvitee !== undefined,
      old_invitee: record.oldInvitee ?? null,
      new_invitee: record.newInvitee ?? null,
      cancel_url: `https://calendly.com/cancellations/${record.uri.split("/").at(-1)}`,
      reschedule_url: `https://calendly.com/reschedulings/${record.uri.split("/").at(-1)}`,
      ...(record.cancellation ? { cancellation: record.cancellation } : {}),
    };
  }

  return {
    app,
    requests,
    /** A fetch that reaches this fake in process; give it to the adapter's `fetch` option. */
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const answer = app.request(input instanceof Request ? input : String(input), init);
      const signal = init?.signal;
      if (!signal) return answer;
      // Like a real fetch, give up when the caller's signal aborts (the adapter's timeout).
      return new Promise<Response>((resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        Promise.resolve(answer).then(resolve, reject);
      });
    }) as typeof fetch,
    addEventType(uuid: string, duration = 30): string {
      const uri = `${FAKE_CALENDLY_BASE}/event_types/${uuid}`;
      eventTypes.set(uuid, { uri, name: "ACL Rehabilitation Consultation", duration, openStarts: new Set() });
      return uri;
    },
    open(eventTypeUuid: string, starts: readonly Date[]): void {
      const type = eventTypes.get(eventTypeUuid)!;
      for (const start of starts) type.openStarts.add(start.getTime());
    },
    /**
     * What Calendly does when the invitee reschedules on its page: the old event and invitee are cancelled
     * (the invitee marked `rescheduled`, naming the `new_invitee`), and a new event and invitee are created
     * at `start` (naming the `old_invitee`). Answers the new invitee's and event's URIs.
     */
    reschedule(inviteeUri: string, start: Date): { inviteeUri: string; eventUri: string } {
      const old = invitees.get(inviteeUri.split("/").at(-1)!);
      if (!old) throw new Error(`no invitee ${inviteeUri}`);
      const oldEvent = events.get(old.eventUuid)!;
      const type = [...eventTypes.values()].find((candidate) => candidate.uri === oldEvent.eventType)!;
      if (!type.openStarts.has(start.getTime())) throw new Error(`${start.toISOString()} is not open`);
      type.openStarts.delete(start.getTime());
      type.openStarts.add(oldEvent.start);
      const createdAt = now().toISOString();
      const eventUuid = randomUUID();
      const inviteeUuid = randomUUID();
      const eventUri = `${FAKE_CALENDLY_BASE}/scheduled_events/${eventUuid}`;
      events.set(eventUuid, {
        uri: eventUri,
        eventType: type.uri,
        start: start.getTime(),
        end: start.getTime() + type.duration * 60_000,
        status: "active",
        inviteeUuids: [inviteeUuid],
        createdAt,
      });
      const record: Invitee = {
        ...old,
        uri: `${eventUri}/invitees/${inviteeUuid}`,
        eventUuid,
        status: "active",
        createdAt,
        oldInvitee: old.uri,
      };
      delete record.newInvitee;
      delete record.cancellation;
      invitees.set(inviteeUuid, record);
      oldEvent.status = "canceled";
      old.status = "canceled";
      old.newInvitee = record.uri;
      old.cancellation = { canceled_by: old.name, reason: null, canceler_type: "invitee", created_at: createdAt };
      return { inviteeUri: record.uri, eventUri };
    },
    scheduledEvent(uri: string) {
      const event = events.get(uri.split("/").at(-1)!);
      return event ? eventResource(event) : undefined;
    },
    /**
     * The next request answers `status`, never answers ("timeout"), answers an HTML page with 200 ("html"),
     * or fails as a connection closed mid-answer does ("connection-closed").
     */
    failNext(next: { status: number } | "timeout" | "html" | "connection-closed"): void {
      failure = next;
    },
    /**
     * The delivery Calendly would POST for an invitee: the raw body and its headers, signed with the
     * subscription's key (or with `signWith`, to play a forged delivery).
     */
    webhookDelivery(kind: "invitee.created" | "invitee.canceled", inviteeUri: string, signWith: string = signingKey) {
      const record = invitees.get(inviteeUri.split("/").at(-1)!);
      if (!record) throw new Error(`no invitee ${inviteeUri}`);
      const event = events.get(record.eventUuid)!;
      const body = JSON.stringify({
        event: kind,
        created_at: now().toISOString(),
        created_by: `${FAKE_CALENDLY_BASE}/users/FAKEUSER`,
        payload: { ...inviteeResource(record), scheduled_event: eventResource(event) },
      });
      return {
        body,
        headers: { "Content-Type": "application/json", "Calendly-Webhook-Signature": calendlySignatureHeader(body, signWith, now()) },
      };
    },
  };
}

export type FakeCalendly = ReturnType<typeof createFakeCalendly>;
