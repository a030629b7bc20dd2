import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { paypalSettingsFor, startFakePaypal, type FakePaypal } from "./fake-paypal/fake-paypal.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface FakePaypalApp {
  /** The contract-checked fake PayPal the app is configured against. */
  readonly fake: FakePaypal;
  /** The test app (createTestApp) with the site's PayPal settings pointing at `fake`. */
  readonly t: TestApp;
}

/**
 * One test file's fake PayPal and the app wired to it: started before the file's tests (before any
 * beforeAll the file registers after this call), closed after them, and every test fails if the fake saw
 * a request that breaks PayPal's contract. `env` is added to the app's configuration (an admin password);
 * `fetch`, when given, is how the site reaches the fake (a test that loses PayPal's answers on the way back).
 */
export function withFakePaypalApp(env: Record<string, string> = {}, options: { fetch?: typeof fetch } = {}): FakePaypalApp {
  let fake: FakePaypal | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp({ ...env, ...paypalSettingsFor(fake) }, { fetch: options.fetch });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => {
    expect(fake?.violations.splice(0)).toEqual([]);
  });
  return {
    get fake() {
      if (!fake) throw new Error("withFakePaypalApp: the fake PayPal is started in beforeAll; read it from a hook or a test");
      return fake;
    },
    get t() {
      if (!t) throw new Error("withFakePaypalApp: the app is made in beforeAll; read it from a hook or a test");
      return t;
    },
  };
}
