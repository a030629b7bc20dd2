import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./admin.ts";

/** Signs the practitioner in and answers the path of the payment link sent after a declined charge. */
export async function sendPaymentLink(api: APIRequestContext, origin: string, appointmentId: string): Promise<string> {
  const headers = { origin };
  expect((await api.post("/api/admin/login", { data: { password: E2E_ADMIN_PASSWORD }, headers })).status()).toBe(200);
  expect((await api.post("/api/admin/mark-completed", { data: { appointmentId }, headers })).status()).toBe(200);
  const charged = await api.post("/api/admin/charge-remaining", { data: { appointmentId, testOutcome: "decline" }, headers });
  expect(charged.status()).toBe(200);
  const { paymentUrl } = (await charged.json()) as { paymentUrl: string };
  return new URL(paymentUrl).pathname;
}
