import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

/** The address clientAddress gives for a request from `socket` carrying `forwarded`, behind `proxies` proxies. */
async function addressOf(proxies: number, socket: string, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, proxies)));
  const headers: Record<string, string> = forwarded === undefined ? {} : { "x-forwarded-for": forwarded };
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
}

describe("clientAddress", () => {
  it("with no proxy, is the socket's address whatever X-Forwarded-For says", async () => {
    expect(await addressOf(0, "198.51.100.7", "1.1.1.1")).toBe("198.51.100.7");
  });

  it("behind one proxy, is the last entry: the address the proxy saw", async () => {
    expect(await addressOf(1, "10.0.0.2", "6.6.6.6, 203.0.113.5")).toBe("203.0.113.5");
    expect(await addressOf(1, "10.0.0.2", "203.0.113.5")).toBe("203.0.113.5");
  });

  it("behind two proxies (a CDN, then nginx), is the entry the first proxy added", async () => {
    // client 203.0.113.5 → CDN (appends 203.0.113.5) → nginx 10.0.0.9 (appends the CDN's 192.0.2.44) → site
    expect(await addressOf(2, "10.0.0.9", "6.6.6.6, 203.0.113.5, 192.0.2.44")).toBe("203.0.113.5");
  });

  it("never takes a client-written entry when the header is shorter than the chain", async () => {
    expect(await addressOf(2, "10.0.0.9", "192.0.2.44")).toBe("192.0.2.44");
    expect(await addressOf(1, "10.0.0.9")).toBe("10.0.0.9");
    expect(await addressOf(1, "10.0.0.9", " , ")).toBe("10.0.0.9");
  });
});
