import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, postJson, serverMessageOf } from "./api-client.ts";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("postJson", () => {
  it("posts JSON with credentials and returns the parsed answer", async () => {
    const fetchMock = stubFetch(Response.json({ id: "r1" }, { status: 201 }));
    await expect(postJson("/api/referrals", { a: 1 })).resolves.toEqual({ id: "r1" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/referrals");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws the server's message and fields from the API's error body", async () => {
    stubFetch(
      Response.json(
        { error: "File size must be less than 5MB", fields: { attachment: "File size must be less than 5MB" } },
        { status: 413 },
      ),
    );
    const error = await postJson("/api/referrals", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.status).toBe(413);
    expect(apiError.serverMessage).toBe("File size must be less than 5MB");
    expect(apiError.fields).toEqual({ attachment: "File size must be less than 5MB" });
    expect(apiError.message).toMatch(/^413: /);
    expect(serverMessageOf(apiError, "fallback")).toBe("File size must be less than 5MB");
  });

  it("has no server message when the answer is not the API's JSON", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await postJson("/api/x", {}).catch((e: unknown) => e);
    expect((error as ApiRequestError).serverMessage).toBeNull();
    expect((error as ApiRequestError).message).toBe("502: <html>Bad gateway</html>");
    expect(serverMessageOf(error, "Failed to submit referral. Please try again.")).toBe("Failed to submit referral. Please try again.");
    expect(serverMessageOf(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
  });
});
