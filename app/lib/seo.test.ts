import { describe, expect, it } from "vitest";
import { documentTitle, MAX_TITLE_LENGTH, pageMeta, unlistedPageMeta } from "./seo.ts";

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

describe("documentTitle", () => {
  it("adds the site's name to the first title that fits with it", () => {
    expect(documentTitle("FAQ")).toBe("FAQ | ACL Telehealth Physio");
    expect(documentTitle(["Single-leg balance with ball throws: ACL Rehabilitation Exercise", "Single-leg balance with ball throws"])).toBe(
      "Single-leg balance with ball throws | ACL Telehealth Physio",
    );
  });

  it("never runs past the limit: the shortest title alone, else cut at a word", () => {
    const long = "A programme for the first six weeks after ACL surgery";
    expect(documentTitle(long)).toBe(long);
    const longer = `${long}, stage by stage, with the exercises to do at home`;
    const title = documentTitle(longer);
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toMatch(/^A programme for the first six weeks .*\w…$/);
  });
});
