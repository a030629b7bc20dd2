import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralMessages } from "#contracts/referral.ts";
import { MAX_REFERRAL_BODY_BYTES } from "#server/api/referrals/routes.ts";
import { createApp } from "#server/app.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testApp = await createTestApp();
  // The pages' renderer stands in for React Router: whatever reaches it answers "page".
  app = createApp(testApp.services, { renderDocument: async () => new Response("page") });
}, 60_000);
afterAll(() => testApp.close());

const post = (path: string, bytes: number) =>
  app.request(path, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "x".repeat(bytes) });

describe("the referral page's posts", () => {
  it("are held to the referral API's body limit, as a page post and as React Router's data post", async () => {
    for (const path of ["/healthcare-referrals", "/refer", "/healthcare-referrals/_.data", "/refer.data"]) {
      const refused = await post(path, MAX_REFERRAL_BODY_BYTES + 1);
      expect(refused.status, path).toBe(413);
      expect(await refused.text()).toBe(referralMessages.fileSize);
    }
    expect(await (await post("/healthcare-referrals", 1024)).text()).toBe("page");
  });

  it("leave other pages' posts to their own forms", async () => {
    expect((await post("/contact", MAX_REFERRAL_BODY_BYTES + 1)).status).toBe(200);
  });
});
