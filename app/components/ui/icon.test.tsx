import { Menu } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws lucide's outline with lucide's default attributes, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon node={Menu} className="size-5" />);
    expect(html).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
        'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-5">' +
        '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path></svg>',
    );
  });

  it("is announced when it is given a label", () => {
    const html = renderToStaticMarkup(<Icon node={Menu} aria-label="Menu" role="img" />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="Menu"');
  });

  it("lets the caller override a default, such as a heavier stroke for the current tab", () => {
    expect(renderToStaticMarkup(<Icon node={Menu} strokeWidth={2.5} />)).toContain('stroke-width="2.5"');
  });
});
