import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, AppServices } from "#server/context.ts";
import { parseConfig } from "#server/config.ts";
import { bindCheckoutBrowser, checkoutBrowserOf } from "./checkout-cookie.ts";

function appIn(env: Record<string, string>) {
  const services = { config: parseConfig(env) } as AppServices;
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set("services", services);
    return next();
  });
  app.post("/paypal/order", (c) => c.json({ binding: bindCheckoutBrowser(c) }));
  app.get("/paypal/order/x/booking", (c) => c.json({ binding: checkoutBrowserOf(c) }));
  return app;
}

describe("the checkout cookie", () => {
  it("is Secure in production, and not on plain-HTTP development", async () => {
    const production = await appIn({ NODE_ENV: "production", PAYMENT_PROVIDER: "test" }).request("/paypal/order", { method: "POST" });
    expect(production.headers.get("set-cookie")).toMatch(/; Secure/);
    const development = await appIn({}).request("/paypal/order", { method: "POST" });
    expect(development.headers.get("set-cookie")).not.toMatch(/Secure/);
  });

  it("proves the binding it was set with, and nothing without it or with a malformed one", async () => {
    const app = appIn({});
    const created = await app.request("/paypal/order", { method: "POST" });
    const { binding } = (await created.json()) as { binding: string };
    const cookie = created.headers.get("set-cookie")!.split(";")[0]!;
    expect(await (await app.request("/paypal/order/x/booking", { headers: { cookie } })).json()).toEqual({ binding });
    expect(await (await app.request("/paypal/order/x/booking")).json()).toEqual({ binding: null });
    const malformed = { cookie: "deposit_checkout=short" };
    expect(await (await app.request("/paypal/order/x/booking", { headers: malformed })).json()).toEqual({ binding: null });
  });
});
