import { describe, expect, it } from "vitest";
import { browserFamilies, browserFamilyOf, helpOrder } from "./browser-family.ts";

const userAgents = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  edgeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0",
  firefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
};

describe("browserFamilyOf", () => {
  it("tells the browsers whose permission settings differ", () => {
    expect(browserFamilyOf(userAgents.chromeWindows)).toBe("chrome");
    expect(browserFamilyOf(userAgents.chromeAndroid)).toBe("chrome-android");
    expect(browserFamilyOf(userAgents.edge)).toBe("edge");
    expect(browserFamilyOf(userAgents.edgeAndroid)).toBe("edge");
    expect(browserFamilyOf(userAgents.firefox)).toBe("firefox");
    expect(browserFamilyOf(userAgents.safariMac)).toBe("safari-mac");
  });

  it("counts every browser on an iPhone as the iPhone's, since they share Safari's engine and settings", () => {
    expect(browserFamilyOf(userAgents.safariIphone)).toBe("ios");
    expect(browserFamilyOf(userAgents.chromeIphone)).toBe("ios");
  });

  it("does not guess an unknown browser", () => {
    expect(browserFamilyOf("curl/8.5.0")).toBeNull();
  });
});

describe("helpOrder", () => {
  it("puts the detected browser first and keeps every other one", () => {
    const order = helpOrder("firefox");
    expect(order[0]).toBe("firefox");
    expect([...order].sort()).toEqual([...browserFamilies].sort());
  });

  it("lists every browser in its own order when none was detected", () => {
    expect(helpOrder(null)).toEqual([...browserFamilies]);
  });
});
