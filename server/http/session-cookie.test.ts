import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { sessionCookieOf } from "./session-cookie.ts";

const session = { id: "i".repeat(43), expiresAt: new Date("2026-06-01T00:00:00Z") };

describe("sessionCookieOf", () => {
  it("is httpOnly, SameSite=Lax, for the whole site, ending with its session", () => {
    const cookie = sessionCookieOf(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), "patient_session");
    expect(cookie.set(session)).toBe(
      `patient_session=${session.id}; Path=/; Expires=Mon, 01 Jun 2026 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    );
    expect(cookie.clear()).toBe("patient_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(cookie.idOf(`other=1; patient_session=${session.id}`)).toBe(session.id);
    expect(cookie.idOf("patient_session=")).toBeNull();
    expect(cookie.idOf(null)).toBeNull();
  });

  it("is Secure and __Host- in production, where the plain name carries nothing", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://clinic.example",
      PAYMENT_PROVIDER: "test",
      LOG_LEVEL: "silent",
    });
    const cookie = sessionCookieOf(config, "patient_session");
    expect(cookie.set(session)).toMatch(/^__Host-patient_session=i{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie.clear()).toMatch(/^__Host-patient_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie.idOf(`patient_session=${session.id}`)).toBeNull();
  });
});
