import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import Privacy from "./privacy.tsx";

/** docs/product/decisions.md, 19: every kind of record the site keeps has a stated retention. */
describe("the privacy page", () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Privacy />
    </MemoryRouter>,
  );
  const retention = html.slice(html.indexOf('id="retention"'));

  it.each([
    ["Appointments and bookings", /seven years/],
    ["Payments", /seven years/],
    ["Contact messages", /delete/],
    ["Referrals and their documents", /encrypted/],
    ["Emails we send", /30 days/],
    ["Audit log", /never names/],
    ["Administrator sessions", /60 minutes unused or 12 hours/],
    ["Exercise playlists", /until their owner deletes them/],
    ["The checkout cookie", /two hours/],
    ["Video consultations", /Nothing of the call is recorded, and the chat is not stored/],
  ])("states how long %s are kept", (record, kept) => {
    const entry = retention.slice(retention.indexOf(`<dt class="font-medium">${record}</dt>`));
    expect(entry).toContain(record);
    expect(entry.slice(0, entry.indexOf("</dd>"))).toMatch(kept);
  });

  it("describes the video call: peer to peer, encrypted, relayed encrypted, nothing recorded, what is kept, the camera on the room alone", () => {
    const video = html.slice(html.indexOf('id="video-consultations"'), html.indexOf('id="sharing"'));
    for (const fact of [
      /peer to peer/,
      /DTLS-SRTP/,
      /relay \(TURN\) server\. It stays encrypted/,
      /Nothing recorded/,
      /chat .* is not stored/,
      /joined and left the room/,
      /only on the consultation room&#x27;s page/,
    ]) {
      expect(video).toMatch(fact);
    }
  });
});
