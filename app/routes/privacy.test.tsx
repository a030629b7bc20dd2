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
    [
      "Your patient record",
      /kept 7 years after the last entry in it \(for a patient under 18, until they turn 25 if that is later\), then deleted by the website/,
    ],
    ["Payments", /more than 7 years old, longer than the 5 years the tax law asks/],
    ["Contact messages", /delete/],
    ["Referrals and their documents", /encrypted/],
    ["Emails we send", /30 days/],
    ["Audit log", /never names/],
    ["When your record is deleted", /Health Privacy Principle 4\.3.*your name, the period your record covered and the date it was deleted/],
    ["Administrator sessions", /60 minutes unused or 12 hours/],
    ["Exercise playlists", /until their owner deletes them/],
    ["The checkout cookie", /two hours/],
    ["Video consultations", /Nothing of the call is recorded, and the chat is not stored/],
  ])("states how long %s are kept", (record, kept) => {
    const entry = retention.slice(retention.indexOf(`<dt class="font-medium">${record}</dt>`));
    expect(entry).toContain(record);
    expect(entry.slice(0, entry.indexOf("</dd>"))).toMatch(kept);
  });

  it("lists what a patient's record holds, each with why", () => {
    const kept = html.slice(html.indexOf('id="your-record"'), html.indexOf('id="how-long"'));
    for (const term of [
      "Your details",
      "Bookings and payments",
      "Intake and telehealth consent",
      "Clinical notes",
      "Referrals",
      "Messages",
      "Exercise programmes and logs",
    ]) {
      const entry = kept.slice(kept.indexOf(`<dt class="font-medium">${term}</dt>`));
      expect(entry, term).toContain(term);
      expect(entry.slice(0, entry.indexOf("</dd>")), term).toMatch(/: (to|so|the clinical record)/);
    }
  });

  it("states the retention figure and its source, what happens for children, and that the website deletes the record", () => {
    const howLong = html.slice(html.indexOf('id="how-long"'), html.indexOf('id="storage"'));
    expect(howLong).toMatch(/Health Records Act 2001 \(Health Privacy Principle 4\.2\)/);
    expect(howLong).toMatch(/at least 7 years\s+after the last time we provided you a service/);
    expect(howLong).toMatch(/until you turn\s+25/);
    expect(howLong).toMatch(/We do not ask for your date of birth/);
    expect(howLong).toMatch(/deletes the record\s+by itself/);
  });

  it("says where the record is kept and that health information is encrypted, claiming no hosting place", () => {
    const storage = html.slice(html.indexOf('id="storage"'), html.indexOf('id="retention"'));
    expect(storage).toMatch(/on the servers the\s+practice runs it on/);
    expect(storage).toMatch(/encrypted when stored/);
    expect(html).not.toMatch(/hosted in Australia|Australian (servers|hosting|data cent)/i);
  });

  it("tells how to ask for a copy or a correction, and how soon we answer", () => {
    const access = html.slice(html.indexOf('id="your-choices"'), html.indexOf('id="cookies"'));
    expect(access).toMatch(/ask for a copy of your record, or ask us to correct it/);
    expect(access).toContain('href="/contact"');
    expect(access).toContain("mailto:");
    expect(access).toMatch(/We reply within 30 days/);
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
