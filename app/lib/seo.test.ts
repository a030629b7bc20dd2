import { describe, expect, it } from "vitest";
import { pageMeta, unlistedPageMeta } from "./seo.ts";

describe("page meta", () => {
  it("names a listed page's canonical address", () => {
    const meta = pageMeta({ title: "FAQ", description: "Answers.", path: "/faq" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://acltelehealthphysio.com.au/faq" });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("keeps an unlisted page out of search results with no canonical or Open Graph address", () => {
    const meta = unlistedPageMeta({ title: "Manage Your Booking", description: "Reschedule or cancel your consultation." });
    expect(meta).toEqual([
      { title: "Manage Your Booking | ACL Telehealth Physio" },
      { name: "description", content: "Reschedule or cancel your consultation." },
      { name: "robots", content: "noindex" },
    ]);
  });
});
