import { describe, expect, it } from "vitest";
import { practice } from "#core/practice.ts";
import { renderMail } from "./layout.ts";

describe("renderMail", () => {
  const mail = renderMail({
    preheader: "We received your message",
    heading: "Thanks, Sam",
    paragraphs: ["Line one\nline two", "<script>alert(1)</script>"],
    details: [
      { label: "Subject", value: "Knee & hip" },
      { label: "Room", value: "https://example.com/room?a=1&b=2", url: "https://example.com/room?a=1&b=2" },
    ],
    action: { label: "Pay the balance", url: "https://example.com/pay?a=1&b=2" },
  });

  it("writes the same content as plain text, with the practice identity", () => {
    expect(mail.text).toContain("Thanks, Sam");
    expect(mail.text).toContain("Line one\nline two");
    expect(mail.text).toContain("<script>alert(1)</script>");
    expect(mail.text).toContain("Subject: Knee & hip");
    expect(mail.text).toContain("Room: https://example.com/room?a=1&b=2");
    expect(mail.text).toContain("Pay the balance: https://example.com/pay?a=1&b=2");
    for (const part of [practice.siteName, practice.practitionerName, practice.ahpraRegistration, practice.abn, practice.email]) {
      expect(mail.text).toContain(part);
    }
  });

  it("escapes everything it puts in the HTML and carries the identity there too", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Line one<br>line two");
    expect(mail.html).toContain("Knee &amp; hip");
    expect(mail.html).toContain('href="https://example.com/pay?a=1&amp;b=2"');
    expect(mail.html).toMatch(/<a href="https:\/\/example\.com\/room\?a=1&amp;b=2"[^>]*>https:\/\/example\.com\/room\?a=1&amp;b=2<\/a>/);
    expect(mail.html).toContain("We received your message");
    expect(mail.html).toContain(`AHPRA registration ${practice.ahpraRegistration}`);
    expect(mail.html).toContain(`ABN ${practice.abn}`);
  });

  it("ends the text with the signature delimiter, dash dash space, on its own line", () => {
    expect(mail.text).toContain(`\n\n-- \n${practice.siteName}\n`);
    expect(mail.text.split("\n").filter((line) => line.startsWith("--"))).toEqual(["-- "]);
  });

  it("heads each detail row with a row header", () => {
    expect(mail.html.match(/<th\b[^>]*>/g)).toEqual([expect.stringContaining('scope="row"'), expect.stringContaining('scope="row"')]);
  });

  it("escapes every value it is given, whichever part of the message it fills", () => {
    const hostile = `<img src=x onerror=alert(1)> & "quoted" 'single'`;
    const escaped = "&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;";
    const html = renderMail({
      preheader: hostile,
      heading: hostile,
      paragraphs: [hostile],
      details: [{ label: hostile, value: hostile, url: `https://example.com/?q="><script>` }],
      action: { label: hostile, url: `https://example.com/?q="><script>` },
    }).html;
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('"quoted"');
    // title, preheader, heading, paragraph, row header, row value, button.
    expect(html.split(escaped)).toHaveLength(8);
    expect(html).toContain('href="https://example.com/?q=&quot;&gt;&lt;script&gt;"');
  });
});
